import { z } from '@hono/zod-openapi';
import { currentUser } from '../../middleware/auth';
import { assertAllowed, can } from '../../services/access/permissions';
import { cacheTag } from '../../../contract/cache-tags';
import { postsEngagedBy } from '../../services/engagement/likes';
import { userWriteTags, writeContent } from '../../services/content-changes';
import { UserSchema } from '../../../contract/auth';
import { UserListQuery, UserPatchBody, UserPatchResponse } from '../../../contract/users';
import { IdParam } from '../../../contract/fields';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { HttpError, MESSAGES, notFound, unauthorized, unprocessable } from '../../lib/http-error';
import { API_MESSAGES } from '../../../contract/api-messages';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/caller';
import { findUserById } from '../../services/auth/accounts';
import { invalidateCredentials, lockCredentials } from '../../services/auth/credential-change';
import { confirmCaller, REAUTH_MESSAGES, reauthRequired } from '../../services/auth/recent-auth';
import { openSession } from '../../services/auth/session-tokens';
import { deleteUser, isNewAddress, listUsers, updateUser } from '../../services/auth/user-accounts';
import { toUserView } from '../../services/auth/user-view';
import { deleteAvatar } from '../../services/avatar';
import { postsWithBuyers, removePostCompletely } from '../../services/posts';
import { afterTakedown, unpublishPostsOf } from '../../services/takedowns/unpublish';
import { sendEmailChangedNotice, sendVerificationMail } from '../../services/mail/auth-mails';
import { USER_MESSAGES } from './messages';
import { avatarRoutes } from './avatar';
import { passwordRoutes } from './password';
import { ADMIN, SIGNED_IN, guardedRoute } from '../content/guarded-route';

const list = guardedRoute(ADMIN, {
  method: 'get',
  path: '/users',
  tags: ['Users'],
  summary: 'Every user (admin), by id, paginated (X-Total-Count gives the total)',
  request: { query: UserListQuery },
  responses: { 200: jsonContent(z.array(UserSchema), 'Users'), 400: errorResponse(MESSAGES.invalidInput) },
});

const one = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/users/{id}',
  tags: ['Users'],
  summary: 'One user: oneself, or anyone for an admin',
  request: { params: IdParam },
  responses: {
    200: jsonContent(UserSchema, 'The user'),
    400: errorResponse(MESSAGES.invalidInput),
    403: errorResponse(MESSAGES.forbidden),
    404: errorResponse(MESSAGES.notFound),
  },
});

const patch = guardedRoute(SIGNED_IN, {
  method: 'patch',
  path: '/users/{id}',
  tags: ['Users'],
  summary: 'Updates personal data; a new e-mail address must be confirmed again',
  description:
    'A new e-mail address needs the caller’s `currentPassword` or a sign-in less than 5 minutes old. It ends ' +
    'every session and reset link of the user, mails a notice to the old address, and a confirmation link to the ' +
    'new one; the member keeps signing in meanwhile. Changing one’s own address also returns new tokens.',
  request: { params: IdParam, body: { content: { 'application/json': { schema: UserPatchBody } }, required: true } },
  responses: {
    200: jsonContent(UserPatchResponse, 'The updated user'),
    400: errorResponse(MESSAGES.invalidInput),
    403: errorResponse(
      `${MESSAGES.forbidden}; or, for a new e-mail address, "${REAUTH_MESSAGES.required}" or "${REAUTH_MESSAGES.wrong}"`,
    ),
    404: errorResponse(MESSAGES.notFound),
    422: errorResponse('Username or e-mail already used (field message in `errors`)'),
    429: errorResponse(`${MESSAGES.tooManyRequests} (too many wrong current passwords)`),
  },
});

const remove = guardedRoute(SIGNED_IN, {
  method: 'delete',
  path: '/users/{id}',
  tags: ['Users'],
  summary:
    'Deletes an account and everything it owns; a seller whose posts have buyers is closed by an admin, who refunds them',
  request: { params: IdParam },
  responses: {
    204: { description: 'Deleted' },
    400: errorResponse(MESSAGES.invalidInput),
    403: errorResponse(MESSAGES.forbidden),
    404: errorResponse(MESSAGES.notFound),
    409: errorResponse(USER_MESSAGES.hasBuyers),
    422: errorResponse(USER_MESSAGES.lastAdmin),
  },
});

/** The user `id`, when the caller may manage it (itself, or anyone for an admin); 403 or 404 otherwise. */
async function managedUser(db: Database, caller: AuthUser, id: number) {
  assertAllowed(caller, 'user.manage', { id });
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  return user;
}

export const userRoutes = createRouter()
  .openapi(list, async (c) => {
    const { page, itemsPerPage } = c.req.valid('query');
    const { rows, total } = await listUsers(c.var.deps.db, page, itemsPerPage);
    c.header('X-Total-Count', String(total));
    return c.json(rows.map(toUserView), 200);
  })
  .openapi(one, async (c) => {
    const user = await managedUser(c.var.deps.db, currentUser(c), c.req.valid('param').id);
    return c.json(toUserView(user), 200);
  })
  .openapi(patch, async (c) => {
    const deps = c.var.deps;
    const { id } = c.req.valid('param');
    const caller = currentUser(c);
    const user = await managedUser(deps.db, caller, id);
    const { currentPassword, ...changes } = c.req.valid('json');
    // A new address is a credential change: the caller proves who they are first (slow, so outside the transaction).
    const proof = isNewAddress(user.email, changes.email) ? await confirmCaller(deps, caller, currentPassword) : null;
    const result = await writeContent(deps, userWriteTags(id), async (tx) => {
      await lockCredentials(tx, id);
      const current = await findUserById(tx, id);
      if (!current) throw notFound();
      const outcome = await updateUser(tx, current, changes);
      if (!outcome.ok) throw unprocessable(outcome.errors);
      if (!outcome.emailChanged) return { ...outcome, oldEmail: current.email, tokenVersion: null };
      // The address changed since it was read above, to one this request did not prove itself for.
      if (!proof) throw reauthRequired();
      return { ...outcome, oldEmail: current.email, tokenVersion: await invalidateCredentials(tx, id) };
    });
    if (result.verifyToken) sendVerificationMail(deps, result.user, result.verifyToken);
    const view = toUserView(result.user);
    if (!result.emailChanged || result.tokenVersion === null) return c.json(view, 200);
    sendEmailChangedNotice(deps, { ...result.user, email: result.oldEmail }, result.user.email);
    if (caller.id !== id) return c.json(view, 200);
    // Every session ended with the change: this one continues with new tokens.
    const tokens = await openSession(deps, result.user, {
      expectedVersion: result.tokenVersion,
      authTime: proof?.authTime,
    });
    if (!tokens) throw unauthorized(API_MESSAGES.common.invalidToken.en);
    return c.json({ ...view, ...tokens }, 200);
  })
  .openapi(remove, async (c) => {
    const deps = c.var.deps;
    const { id } = c.req.valid('param');
    const caller = currentUser(c);
    const user = await managedUser(deps.db, caller, id);
    // A seller's sold posts belong to their buyers too (the cascade would take their access):
    // only an admin closes such an account, removing each of those posts with its buyers refunded.
    const lastAdmin = user.role === 'ROLE_ADMIN' && (await deps.db.$count(users, eq(users.role, 'ROLE_ADMIN'))) === 1;
    if (can(caller, 'post.removeCompletely') && !lastAdmin) {
      for (const postId of await deps.db.transaction((tx) => postsWithBuyers(tx, id))) {
        await removePostCompletely(deps, postId);
      }
    }
    await writeContent(
      deps,
      // Their posts go (every answer showing one carries user:ID), and their likes and ratings.
      (engaged: number[]) => [
        ...userWriteTags(id),
        cacheTag.posts,
        cacheTag.postsBy(id),
        ...engaged.map(cacheTag.post),
      ],
      async (tx) => {
        if ((await postsWithBuyers(tx, id)).length) throw new HttpError(409, USER_MESSAGES.hasBuyers);
        // Their likes and ratings go too: the posts they liked or rated show new counts.
        const engaged = await postsEngagedBy(tx, id);
        await unpublishPostsOf(tx, id);
        const outcome = await deleteUser(tx, id);
        if (outcome === 'not-found') throw notFound();
        if (outcome === 'last-admin') throw unprocessable({ _: [USER_MESSAGES.lastAdmin] });
        return engaged;
      },
    );
    await afterTakedown(deps, caller.id);
    await deleteAvatar(deps.storage, user.fileUrl);
    return c.body(null, 204);
  })
  .route('/', avatarRoutes)
  .route('/', passwordRoutes);
