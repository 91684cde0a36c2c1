import { createRoute, z } from '@hono/zod-openapi';
import { assertSelfOrAdmin, currentUser, requireAdmin, requireUser } from '../../lib/auth';
import { writeContent } from '../../lib/content-changes';
import { MESSAGES, notFound, unprocessable } from '../../lib/http-error';
import { errorResponse, IdParam, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { findUserById } from '../../services/auth/accounts';
import { deleteUser, listUsers, updateUser } from '../../services/auth/user-accounts';
import { toUserView } from '../../services/auth/user-view';
import { deleteAvatar } from '../../services/avatar';
import { sendVerificationMail } from '../../services/mail/auth-mails';
import { UserSchema } from '../auth/schemas';
import { USER_MESSAGES } from './messages';
import { avatarRoutes } from './avatar';
import { passwordRoutes } from './password';
import { UserListQuery, UserPatchBody } from './schemas';

const guarded = {
  401: errorResponse(MESSAGES.unauthorized),
  403: errorResponse(MESSAGES.forbidden),
} as const;

const list = createRoute({
  method: 'get',
  path: '/users',
  tags: ['Users'],
  summary: 'Every user (admin), by id, paginated (X-Total-Count gives the total)',
  middleware: [requireAdmin] as const,
  request: { query: UserListQuery },
  responses: { 200: jsonContent(z.array(UserSchema), 'Users'), 400: errorResponse(MESSAGES.invalidInput), ...guarded },
});

const one = createRoute({
  method: 'get',
  path: '/users/{id}',
  tags: ['Users'],
  summary: 'One user: oneself, or anyone for an admin',
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: {
    200: jsonContent(UserSchema, 'The user'),
    400: errorResponse(MESSAGES.invalidInput),
    ...guarded,
    404: errorResponse(MESSAGES.notFound),
  },
});

const patch = createRoute({
  method: 'patch',
  path: '/users/{id}',
  tags: ['Users'],
  summary: 'Updates personal data; a new e-mail address must be confirmed again',
  middleware: [requireUser] as const,
  request: { params: IdParam, body: { content: { 'application/json': { schema: UserPatchBody } }, required: true } },
  responses: {
    200: jsonContent(UserSchema, 'The updated user'),
    400: errorResponse(MESSAGES.invalidInput),
    ...guarded,
    404: errorResponse(MESSAGES.notFound),
    422: errorResponse('Username or e-mail already used (field message in `errors`)'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/users/{id}',
  tags: ['Users'],
  summary: 'Deletes an account and everything it owns',
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: {
    204: { description: 'Deleted' },
    400: errorResponse(MESSAGES.invalidInput),
    ...guarded,
    404: errorResponse(MESSAGES.notFound),
    422: errorResponse(USER_MESSAGES.lastAdmin),
  },
});

export const userRoutes = createRouter()
  .openapi(list, async (c) => {
    const { page, itemsPerPage } = c.req.valid('query');
    const { rows, total } = await listUsers(c.var.deps.db, page, itemsPerPage);
    c.header('X-Total-Count', String(total));
    return c.json(rows.map(toUserView), 200);
  })
  .openapi(one, async (c) => {
    const { id } = c.req.valid('param');
    assertSelfOrAdmin(currentUser(c), id);
    const user = await findUserById(c.var.deps.db, id);
    if (!user) throw notFound();
    return c.json(toUserView(user), 200);
  })
  .openapi(patch, async (c) => {
    const deps = c.var.deps;
    const { id } = c.req.valid('param');
    assertSelfOrAdmin(currentUser(c), id);
    const user = await findUserById(deps.db, id);
    if (!user) throw notFound();
    const result = await writeContent(deps, async (tx) => {
      const outcome = await updateUser(tx, user, c.req.valid('json'));
      if (!outcome.ok) throw unprocessable(outcome.errors);
      return outcome;
    });
    if (result.verifyToken) sendVerificationMail(deps, result.user, result.verifyToken);
    return c.json(toUserView(result.user), 200);
  })
  .openapi(remove, async (c) => {
    const deps = c.var.deps;
    const { id } = c.req.valid('param');
    assertSelfOrAdmin(currentUser(c), id);
    const user = await findUserById(deps.db, id);
    if (!user) throw notFound();
    await writeContent(deps, async (tx) => {
      const outcome = await deleteUser(tx, id);
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'last-admin') throw unprocessable({ _: [USER_MESSAGES.lastAdmin] });
    });
    await deleteAvatar(deps.storage, user.fileUrl);
    return c.body(null, 204);
  })
  .route('/', avatarRoutes)
  .route('/', passwordRoutes);
