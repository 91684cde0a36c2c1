import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { verifyAccessToken } from '../services/access-tokens';
import { forbidden, unauthorized } from './http-error';

export interface AuthUser {
  id: number;
  role: 'ROLE_USER' | 'ROLE_ADMIN';
  username: string;
}

function bearerOf(c: Context<AppEnv>): string | null {
  const header = c.req.header('Authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the caller from `Authorization: Bearer <jwt>`. The token's role is not
 * trusted alone: the user must still exist and be active, and the role is read from
 * the database, so a demoted or deactivated user loses access at once.
 */
export async function authenticate(c: Context<AppEnv>): Promise<AuthUser | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const token = bearerOf(c);
  if (!token) {
    c.set('user', null);
    return null;
  }
  const { secrets, db } = c.var.deps;
  const claims = await verifyAccessToken(secrets.jwtSecret, token);
  if (!claims) throw unauthorized('Invalid or expired token');
  const [row] = await db
    .select({ id: users.id, role: users.role, username: users.username, active: users.active })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!row || !row.active) throw unauthorized('Invalid or expired token');
  const user: AuthUser = { id: row.id, role: row.role, username: row.username };
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
  if (user.role !== 'ROLE_ADMIN') throw forbidden();
  await next();
};

/** The signed-in caller (after requireUser/requireAdmin). */
export function currentUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** A user may act on themself; an admin on anyone. */
export function assertSelfOrAdmin(user: AuthUser, targetUserId: number): void {
  if (user.id !== targetUserId && user.role !== 'ROLE_ADMIN') throw forbidden();
}
