import { eq } from 'drizzle-orm';
import { PasswordChangeBody, PasswordChangeResponse } from '../../../contract/users';
import { IdParam } from '../../../contract/fields';
import { users } from '../../db/schema';
import { currentUser } from '../../middleware/auth';
import { assertAllowed } from '../../services/access/permissions';
import { MESSAGES, notFound, unauthorized } from '../../lib/http-error';
import { API_MESSAGES } from '../../../contract/api-messages';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { invalidateCredentials, lockCredentials } from '../../services/auth/credential-change';
import { confirmCaller, REAUTH_MESSAGES } from '../../services/auth/recent-auth';
import { openSession } from '../../services/auth/session-tokens';
import { hashPassword } from '../../services/passwords';
import { USER_MESSAGES } from './messages';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';

const change = guardedRoute(SIGNED_IN, {
  method: 'patch',
  path: '/users/{id}/password',
  tags: ['Users'],
  summary:
    'Sets a new password; needs the caller’s current password or a sign-in less than 5 minutes old. ' +
    'Every access and refresh token and every reset link of the user stop working (oneself gets a fresh pair of tokens)',
  description:
    'An administrator changing another user’s password confirms with their own current password or recent sign-in.',
  request: {
    params: IdParam,
    body: { content: { 'application/json': { schema: PasswordChangeBody } }, required: true },
  },
  responses: {
    200: jsonContent(PasswordChangeResponse, USER_MESSAGES.passwordChanged),
    400: errorResponse(MESSAGES.invalidInput),
    403: errorResponse(
      `${MESSAGES.forbidden}; or "${REAUTH_MESSAGES.required}" (no current password, no recent sign-in); ` +
        `or "${REAUTH_MESSAGES.wrong}" (field message in \`errors.currentPassword\`)`,
    ),
    404: errorResponse(MESSAGES.notFound),
    429: errorResponse(`${MESSAGES.tooManyRequests} (too many wrong current passwords)`),
  },
});

export const passwordRoutes = createRouter().openapi(change, async (c) => {
  const deps = c.var.deps;
  const { id } = c.req.valid('param');
  const caller = currentUser(c);
  assertAllowed(caller, 'user.manage', { id });
  const { password, currentPassword } = c.req.valid('json');
  const { authTime } = await confirmCaller(deps, caller, currentPassword);
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    await lockCredentials(tx, id);
    const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.id, id)).returning();
    if (!row) return null;
    const tokenVersion = await invalidateCredentials(tx, id);
    return { ...row, tokenVersion: tokenVersion ?? row.tokenVersion };
  });
  if (!user) throw notFound();
  if (caller.id !== id) return c.json({ message: USER_MESSAGES.passwordChanged }, 200);
  // The caller's own sessions were just ended with the others: this one continues with new tokens.
  const tokens = await openSession(deps, user, { expectedVersion: user.tokenVersion, authTime });
  // Null only when another change came in between: that one ended this session too.
  if (!tokens) throw unauthorized(API_MESSAGES.common.invalidToken.en);
  return c.json({ message: USER_MESSAGES.passwordChanged, ...tokens }, 200);
});
