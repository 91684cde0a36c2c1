import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { authenticate } from '../../lib/auth';
import { forbidden, unauthorized } from '../../lib/http-error';

/**
 * 401 without a valid bearer, 403 when the bearer is not the user named by the `userId`
 * path parameter (admins included: one acts only for oneself). Runs before the body is
 * read. A malformed id is left to the validator (400).
 */
export const requirePathUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await authenticate(c);
  if (!user) throw unauthorized();
  const raw = c.req.param('userId');
  if (raw !== undefined && /^\d{1,10}$/.test(raw) && Number(raw) !== user.id) throw forbidden();
  await next();
};
