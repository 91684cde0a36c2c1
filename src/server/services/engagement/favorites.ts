import { and, desc, eq, sql } from 'drizzle-orm';
import type { Post } from '../../../contract/posts';
import type { Database, Executor } from '../../db/client';
import { lockFor } from '../../db/locks';
import { favorites, posts } from '../../db/schema';
import { postsById } from '../posts/queries';
import type { Storage } from '../storage/types';

export type FavoriteOutcome = 'added' | 'kept' | 'no-post';

/**
 * Bookmarks a post for a user; a second call keeps the first bookmark (idempotent). Adds and
 * removals of one (user, post) hold a lock, so each answer is the change it made: "kept" always
 * returns the bookmark it kept, never one a concurrent removal took away meanwhile.
 */
export async function addFavorite(
  db: Database,
  userId: number,
  postId: number,
): Promise<{ outcome: FavoriteOutcome; createdAt: string | null }> {
  return db.transaction(async (tx) => {
    await lockFor(tx, 'favorite', userId, postId);
    const [post] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('key share');
    if (!post) return { outcome: 'no-post', createdAt: null };
    const [kept] = await tx
      .select({ createdAt: favorites.createdAt })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.postId, postId)));
    if (kept) return { outcome: 'kept', createdAt: new Date(kept.createdAt).toISOString() };
    const [inserted] = await tx
      .insert(favorites)
      .values({ userId, postId })
      .returning({ createdAt: favorites.createdAt });
    return { outcome: 'added', createdAt: new Date(inserted!.createdAt).toISOString() };
  });
}

/** Removes the bookmark; false when the post does not exist (a missing bookmark is not an error). */
export async function removeFavorite(db: Database, userId: number, postId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockFor(tx, 'favorite', userId, postId);
    const [post] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
    if (!post) return false;
    await tx.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.postId, postId)));
    return true;
  });
}

export interface FavoriteView {
  postId: number;
  createdAt: string;
  post: Post;
}

/** A page of a user's bookmarks, newest first, each with its post (two queries), and the total. */
export async function listFavorites(
  db: Executor,
  storage: Storage,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ items: FavoriteView[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select({ postId: favorites.postId, createdAt: favorites.createdAt })
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt), desc(favorites.postId))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(eq(favorites.userId, userId)),
  ]);
  const total = Number(count?.n ?? 0);
  if (!rows.length) return { items: [], total };
  const byId = await postsById(
    db,
    storage,
    rows.map((row) => row.postId),
  );
  const items = rows.flatMap((row) => {
    const post = byId.get(row.postId);
    return post ? [{ postId: row.postId, createdAt: new Date(row.createdAt).toISOString(), post }] : [];
  });
  return { items, total };
}

/** The ids of every post a user bookmarked, newest first (for the bookmark buttons of a page). */
export async function favoritePostIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ postId: favorites.postId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.postId));
  return rows.map((row) => row.postId);
}
