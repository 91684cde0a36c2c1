import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { assertSelfOrAdmin, currentUser, requireUser } from '../../lib/auth';
import { MESSAGES, notFound } from '../../lib/http-error';
import { errorResponse, IdParam, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { revokeAllRefreshTokens } from '../../services/auth/refresh-tokens';
import { startSession } from '../../services/auth/session-tokens';
import { hashPassword } from '../../services/passwords';
import { NewPasswordBody } from '../auth/schemas';
import { USER_MESSAGES } from './messages';
import { PasswordChangeResponse } from './schemas';

const change = createRoute({
  method: 'patch',
  path: '/users/{id}/password',
  tags: ['Users'],
  summary: 'Sets a new password and ends every session of the user (oneself gets a fresh pair of tokens)',
  middleware: [requireUser] as const,
  request: { params: IdParam, body: { content: { 'application/json': { schema: NewPasswordBody } }, required: true } },
  responses: {
    200: jsonContent(PasswordChangeResponse, USER_MESSAGES.passwordChanged),
    400: errorResponse(MESSAGES.invalidInput),
    401: errorResponse(MESSAGES.unauthorized),
    403: errorResponse(MESSAGES.forbidden),
    404: errorResponse(MESSAGES.notFound),
  },
});

export const passwordRoutes = createRouter().openapi(change, async (c) => {
  const deps = c.var.deps;
  const { id } = c.req.valid('param');
  const caller = currentUser(c);
  assertSelfOrAdmin(caller, id);
  const passwordHash = await hashPassword(c.req.valid('json').password);
  const user = await deps.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.id, id)).returning();
    if (row) await revokeAllRefreshTokens(tx, id);
    return row ?? null;
  });
  if (!user) throw notFound();
  if (caller.id !== id) return c.json({ message: USER_MESSAGES.passwordChanged }, 200);
  // The caller's own sessions were just ended with the others: this one continues with new tokens.
  return c.json({ message: USER_MESSAGES.passwordChanged, ...(await startSession(deps, user)) }, 200);
});
