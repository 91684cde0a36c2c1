import { eq } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { Database } from '../../db/client';
import { posts } from '../../db/schema';
import { COOKIE } from '../../../lib/cookie-names';
import { hasGrant } from '../access/grants';
import { can } from '../access/permissions';
import { userOfToken } from '../auth/token-user';

/**
 * Whether the session of a page request (its `hdx-token` cookie, checked as the API checks
 * a bearer: signature, expiry, an active user, the current token version) may still see a
 * post withdrawn from sale: its buyers, its author and admins, who may also play it.
 */
export async function mayStillWatch(
  deps: { db: Database; jwtSecret: string },
  cookieHeader: string | undefined,
  postId: number,
): Promise<boolean> {
  const token = cookieHeader ? parse(cookieHeader, COOKIE.token)[COOKIE.token] : undefined;
  if (!token) return false;
  const user = await userOfToken(deps.db, deps.jwtSecret, token);
  if (!user) return false;
  if (can(user, 'post.watchAny')) return true;
  const [post] = await deps.db.select({ userId: posts.userId }).from(posts).where(eq(posts.id, postId));
  if (!post) return false;
  return post.userId === user.id || (await hasGrant(deps.db, user.id, postId));
}
