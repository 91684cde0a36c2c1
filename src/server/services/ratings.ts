import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { posts, ratings } from '../db/schema';

/** 0.5 to 5 stars in steps of 0.5 (spec §5), stored as half-stars 1..10. */
export const RATE_MIN = 0.5;
export const RATE_MAX = 5;

export function rateToHalves(rate: number): number | null {
  const halves = rate * 2;
  return Number.isInteger(halves) && halves >= 1 && halves <= 10 ? halves : null;
}

/**
 * Stores the user's rating of a post (a new one replaces the old) and refreshes the
 * post's aggregate. The post row is locked first, so concurrent ratings of one post
 * cannot both recompute from a stale sum. False when the post does not exist.
 */
export async function ratePost(db: Database, postId: number, userId: number, halves: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('update');
    if (!post) return false;
    await tx
      .insert(ratings)
      .values({ postId, userId, halves })
      .onConflictDoUpdate({ target: [ratings.userId, ratings.postId], set: { halves, updatedAt: new Date() } });
    await tx
      .update(posts)
      .set({
        ratingHalvesSum: sql`coalesce((select sum(${ratings.halves}) from ${ratings} where ${ratings.postId} = ${postId}), 0)`,
        ratingCount: sql`(select count(*) from ${ratings} where ${ratings.postId} = ${postId})`,
      })
      .where(eq(posts.id, postId));
    return true;
  });
}
