import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { SignedInUser } from '../lib/caller';
import { unauthorized } from '../lib/http-error';
import { API_MESSAGES } from '../../contract/api-messages';

import { assertAllowed } from '../services/access/permissions';
import { userOfToken } from '../services/auth/token-user';

function bearerOf(c: Context<AppEnv>): string | null {
  const header = c.req.header('Authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Resolves the caller from `Authorization: Bearer <jwt>` (services/auth/token-user: checked against the database). */
export async function authenticate(c: Context<AppEnv>): Promise<SignedInUser | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const token = bearerOf(c);
  if (!token) {
    c.set('user', null);
    return null;
  }
  const { secrets, db } = c.var.deps;
  const found = await userOfToken(db, secrets.jwtSecret, token);
  if (!found) throw unauthorized(API_MESSAGES.common.invalidToken.en);
  const user: SignedInUser = {
    id: found.id,
    role: found.role,
    username: found.username,
    authTime: found.claims.authTime,
    via: found.claims.via,
  };
  c.set('user', user);
  return user;
}

/** 401 without a valid bearer. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await authenticate(c))) throw unauthorized();
  await next();
};

/** 401 without a valid bearer, 403 when the bearer is not an admin. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await authenticate(c);
  if (!user) throw unauthorized();
  assertAllowed(user, 'admin.area');
  await next();
};

/** The signed-in caller (after requireUser/requireAdmin). */
export function currentUser(c: Context<AppEnv>): SignedInUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/**
 * 401 without a valid bearer, 403 when the bearer is not the user named by the `userId`
 * path parameter (admins included: one acts only for oneself). Runs before the body is
 * read. A malformed id is left to the validator (400).
 */
export const requirePathUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await authenticate(c);
  if (!user) throw unauthorized();
  const raw = c.req.param('userId');
  if (raw !== undefined && /^\d{1,10}$/.test(raw)) assertAllowed(user, 'user.actAs', { id: Number(raw) });
  await next();
};
