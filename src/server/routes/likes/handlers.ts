import { eq } from 'drizzle-orm';
import type { AppRouteHandler } from '../../context';
import type { Executor } from '../../db/client';
import { posts, users } from '../../db/schema';
import { currentUser } from '../../middleware/auth';
import { MESSAGES, notFound } from '../../lib/http-error';
import { assertAllowed } from '../../services/access/permissions';
import { cacheTag } from '../../../contract/cache-tags';
import { invalidate } from '../../services/cache';
import { listPostLikes, listUserLikes, toggleLike } from '../../services/engagement/likes';
import type * as routes from './routes';

const LIKE_REMOVED = 'Like removed';

async function assertPostExists(db: Executor, postId: number) {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  if (!row) throw notFound(MESSAGES.postNotFound);
}

export const toggle: AppRouteHandler<typeof routes.toggle> = async (c) => {
  const { deps } = c.var;
  const { postId, userId } = c.req.valid('param');
  assertAllowed(currentUser(c), 'user.actAs', { id: userId });
  const toggled = await toggleLike(deps.db, deps.storage, postId, userId);
  if (toggled.outcome === 'no-post') throw notFound(MESSAGES.postNotFound);
  // The post shows its likes; its author's profile, the likes received.
  invalidate(deps, [cacheTag.post(postId), cacheTag.profile(toggled.authorId)]);
  if (toggled.outcome === 'removed') return c.json({ message: LIKE_REMOVED }, 200);
  return c.json({ post: toggled.post }, 201);
};

export const ofPost: AppRouteHandler<typeof routes.ofPost> = async (c) => {
  const { db } = c.var.deps;
  const { postId } = c.req.valid('param');
  await assertPostExists(db, postId);
  return c.json(await listPostLikes(db, postId), 200);
};

export const ofUser: AppRouteHandler<typeof routes.ofUser> = async (c) => {
  const { db, storage } = c.var.deps;
  const { userId } = c.req.valid('param');
  assertAllowed(currentUser(c), 'user.manage', { id: userId });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return c.json(await listUserLikes(db, storage, userId), 200);
};
