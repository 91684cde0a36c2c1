import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Post } from '../../../contract/posts';
import type { Database, Executor, Tx } from '../../db/client';
import { posts, ratings, users } from '../../db/schema';
import { getPost } from '../posts/queries';
import type { Storage } from '../storage/types';

/** 0.5 to 5 stars in steps of 0.5 (spec §5), stored as half-stars 1..10. */
export function rateToHalves(rate: number): number | null {
  const halves = rate * 2;
  return Number.isInteger(halves) && halves >= 1 && halves <= 10 ? halves : null;
}

export type RateResult = { outcome: 'rated'; post: Post } | { outcome: 'no-post' } | { outcome: 'no-user' };

/**
 * Stores the user's rating of a post (a new one replaces the old: last write wins) and
 * refreshes the post's aggregate, reading the post back in the same transaction (as this
 * rating left it). Locks are taken user row first, then post row, the order deleteUser uses
 * (via lockPostsRatedBy): concurrent ratings of one post run one after the other and never
 * recompute from a stale sum, and a rating cannot slip in while its author is being deleted.
 */
export async function ratePost(
  db: Database,
  storage: Storage,
  postId: number,
  userId: number,
  halves: number,
): Promise<RateResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
    if (!user) return { outcome: 'no-user' };
    const [post] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('no key update');
    if (!post) return { outcome: 'no-post' };
    await tx
      .insert(ratings)
      .values({ postId, userId, halves })
      .onConflictDoUpdate({ target: [ratings.userId, ratings.postId], set: { halves, updatedAt: new Date() } });
    await refreshRatingAggregates(tx, [postId]);
    return { outcome: 'rated', post: (await getPost(tx, storage, postId))! };
  });
}

/** A user's own rating of a post in stars (null when not rated), or 'no-post'. */
export async function ownRating(db: Executor, postId: number, userId: number): Promise<number | null | 'no-post'> {
  const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  if (!post) return 'no-post';
  const [row] = await db
    .select({ halves: ratings.halves })
    .from(ratings)
    .where(and(eq(ratings.postId, postId), eq(ratings.userId, userId)));
  return row ? row.halves / 2 : null;
}

/**
 * Before a user is deleted: locks the user row, then (in id order) the posts the user rated,
 * and returns their ids, so the caller can refresh their aggregates once the user's ratings
 * are gone. No-key-update locks: likes and other inserts referring to those posts still run.
 */
export async function lockPostsRatedBy(tx: Tx, userId: number): Promise<number[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const rows = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(inArray(posts.id, tx.select({ id: ratings.postId }).from(ratings).where(eq(ratings.userId, userId))))
    .orderBy(asc(posts.id))
    .for('no key update');
  return rows.map((row) => row.id);
}

/** Recomputes the stored sum and count of the posts' ratings from the rating rows. */
export async function refreshRatingAggregates(tx: Tx, postIds: number[]): Promise<void> {
  if (!postIds.length) return;
  await tx
    .update(posts)
    .set({
      ratingHalvesSum: sql`coalesce((select sum(${ratings.halves}) from ${ratings} where ${ratings.postId} = ${posts.id}), 0)`,
      ratingCount: sql`(select count(*) from ${ratings} where ${ratings.postId} = ${posts.id})`,
    })
    .where(inArray(posts.id, postIds));
}
