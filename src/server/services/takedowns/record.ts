import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postTakedowns, posts, type TakedownKind } from '../../db/schema';

/**
 * Notes that posts were taken down, in the transaction of the write that takes them down:
 * the published content still holds them until the next publish. A deletion wins over an
 * earlier withdrawal of the same post.
 */
export async function recordTakedowns(db: Executor, postIds: readonly number[], kind: TakedownKind): Promise<void> {
  if (!postIds.length) return;
  await db
    .insert(postTakedowns)
    // The time of the write, not of its transaction's start (now()): closer to when a build may read it.
    .values(postIds.map((postId) => ({ postId, kind, takenDownAt: sql`clock_timestamp()` })))
    .onConflictDoUpdate({
      target: postTakedowns.postId,
      set: {
        kind: sql`case when ${postTakedowns.kind} = 'deleted' then 'deleted' else excluded.kind end`,
        takenDownAt: sql`clock_timestamp()`,
      },
    });
}

/** The posts of a user, taken down with their account (the cascade deletes them). */
export async function recordTakedownsOfUser(db: Executor, userId: number): Promise<void> {
  const rows = await db.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId));
  await recordTakedowns(
    db,
    rows.map((row) => row.id),
    'deleted',
  );
}

/**
 * A publish that started at `startedAt` is live: it read its content after every
 * takedown noted before then, so those posts are in none of its pages. Later ones stay.
 */
export async function forgetTakedownsBefore(db: Executor, startedAt: Date): Promise<void> {
  await db.delete(postTakedowns).where(lt(postTakedowns.takenDownAt, startedAt));
}

/** @internal The rows, for tests. */
export function takedownRows(db: Executor, postIds?: number[]) {
  return db
    .select()
    .from(postTakedowns)
    .where(postIds ? inArray(postTakedowns.postId, postIds) : undefined)
    .orderBy(postTakedowns.postId);
}
