import { eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
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
    // The time of the write, not of its transaction's start (now()): closer to when a publish may read it.
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

/**
 * Once a takedown is committed: the Node server's copy of the takedowns is read again before
 * the answer goes out (its pages change at once). A static host (Netlify) only changes with a
 * new build: its build hook is called at once.
 */
export async function afterTakedown(deps: AppDeps, requestedById: number | null): Promise<void> {
  await deps.takedowns?.changed();
  if (!deps.env.NETLIFY_BUILD_HOOK_URL || !deps.rebuilds) return;
  await deps.rebuilds
    .request(requestedById)
    .catch((error: unknown) => deps.logger.error({ err: error }, 'build hook after a takedown not called'));
}
