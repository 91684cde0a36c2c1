import { eq } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { UserSchema } from '../../../contract/auth';
import { AvatarForm } from '../../../contract/users';
import { IdParam } from '../../../contract/fields';
import { users } from '../../db/schema';
import { currentUser } from '../../middleware/auth';
import { assertAllowed } from '../../services/access/permissions';
import { userWriteTags, writeContent } from '../../services/content-changes';
import { HttpError, invalidInput, MESSAGES, notFound } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { findUserById } from '../../services/auth/accounts';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';
import { toUserView } from '../../services/auth/user-view';
import { AVATAR_MAX_BYTES, deleteAvatar, storeAvatar } from '../../services/avatar';
import { ImageRejectedError } from '../../services/images';
import { USER_MESSAGES } from './messages';
import { errorBody } from '../../lib/error-body';

const FILE_FIELDS = ['file', 'image', 'avatar'] as const;

const upload = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/users/{id}/image',
  tags: ['Users'],
  summary: 'Sets the avatar (multipart field `file`): JPEG, PNG, WebP, GIF or AVIF up to 5 MB, stored as a 256 px WebP',
  middleware: [
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      onError: (c) => c.json(errorBody(MESSAGES.payloadTooLarge, { file: [USER_MESSAGES.avatarTooLarge] }), 413),
    }),
  ] as const,
  request: {
    params: IdParam,
    body: {
      content: {
        'multipart/form-data': {
          schema: AvatarForm,
        },
      },
      required: false,
    },
  },
  responses: {
    200: jsonContent(UserSchema, 'The user with the new fileUrl'),
    400: errorResponse(`${MESSAGES.invalidInput} (not an image, SVG, unreadable, or no file)`),
    403: errorResponse(MESSAGES.forbidden),
    404: errorResponse(MESSAGES.notFound),
    413: errorResponse(MESSAGES.payloadTooLarge),
  },
});

export const avatarRoutes = createRouter().openapi(upload, async (c) => {
  const deps = c.var.deps;
  const { storage } = deps;
  const { id } = c.req.valid('param');
  assertAllowed(currentUser(c), 'user.manage', { id });
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound();

  const type = c.req.header('Content-Type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw invalidInput({ file: [USER_MESSAGES.fileRequired] });
  const form = await c.req.parseBody().catch(() => null);
  const file = FILE_FIELDS.map((field) => form?.[field]).find((value): value is File => value instanceof File);
  if (!file || file.size === 0) throw invalidInput({ file: [USER_MESSAGES.fileRequired] });

  let fileUrl: string;
  try {
    fileUrl = await storeAvatar(storage, Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    if (error.tooLarge) throw new HttpError(413, MESSAGES.payloadTooLarge, { file: [error.message] });
    throw invalidInput({ file: [error.message] });
  }
  const updated = await writeContent(deps, userWriteTags(id), async (tx) => {
    const [row] = await tx.update(users).set({ fileUrl }).where(eq(users.id, id)).returning();
    if (!row) throw notFound();
    return row;
  }).catch(async (error: unknown) => {
    // A refused or failed write keeps the old avatar: the new file would be an orphan.
    await deleteAvatar(storage, fileUrl);
    throw error;
  });
  await deleteAvatar(storage, user.fileUrl);
  return c.json(toUserView(updated), 200);
});
