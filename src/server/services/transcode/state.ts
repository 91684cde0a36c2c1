import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { PostStream, StreamStatus } from '../../../contract/streams';
import type { Executor } from '../../db/client';
import { posts, postStreams, type StreamRendition } from '../../db/schema';
import { MEDIA_PREFIX } from '../../../contract/stored-media';
import { hlsMasterKey } from '../streaming/hls-keys';

/** A post's stream as the API shows it; null for a post without a video. */
export async function streamOf(db: Executor, postId: number): Promise<PostStream | null> {
  const [row] = await db
    .select({
      mediaKey: posts.mediaKey,
      status: postStreams.status,
      progress: postStreams.progress,
      renditions: postStreams.renditions,
    })
    .from(posts)
    .leftJoin(postStreams, eq(postStreams.postId, posts.id))
    .where(eq(posts.id, postId));
  if (!row?.mediaKey) return null;
  // A post whose row is not written yet (made before this table) waits for the start-up sweep.
  const status = (row.status ?? 'queued') as StreamStatus;
  const ready = status === 'ready';
  return {
    status,
    progress: ready ? 100 : (row.progress ?? 0),
    hlsUrl: ready ? `${MEDIA_PREFIX}${hlsMasterKey(postId)}` : null,
    renditions: ready ? (row.renditions ?? []) : [],
  };
}

/** Marks a post's video as waiting for its transcode (a new post, or its video replaced). */
export async function markQueued(db: Executor, postId: number): Promise<void> {
  await db
    .insert(postStreams)
    .values({ postId, status: 'queued', progress: 0, renditions: [], error: null })
    .onConflictDoUpdate({
      target: postStreams.postId,
      set: { status: 'queued', progress: 0, renditions: [], error: null, updatedAt: new Date() },
    });
}

export async function markProcessing(db: Executor, postId: number, progress: number): Promise<void> {
  await db
    .update(postStreams)
    .set({ status: 'processing', progress: Math.max(0, Math.min(99, Math.floor(progress))), updatedAt: new Date() })
    .where(eq(postStreams.postId, postId));
}

export async function markReady(db: Executor, postId: number, renditions: StreamRendition[]): Promise<void> {
  await db
    .update(postStreams)
    .set({ status: 'ready', progress: 100, renditions, error: null, updatedAt: new Date() })
    .where(eq(postStreams.postId, postId));
}

/** After a failed attempt: failed for good on the last one, else queued again for its retry. */
export async function markAttemptFailed(db: Executor, postId: number, error: string, final: boolean): Promise<void> {
  await db
    .update(postStreams)
    .set({ status: final ? 'failed' : 'queued', progress: 0, error: error.slice(0, 1000), updatedAt: new Date() })
    .where(eq(postStreams.postId, postId));
}

/**
 * A transcode out of retries whose last attempt never said so (its process died mid-way: the
 * queue failed the job, no handler ran): its stream, still processing, is failed now. True
 * when it was.
 */
export async function markAbandonedFailed(db: Executor, postId: number, error: string): Promise<boolean> {
  const changed = await db
    .update(postStreams)
    .set({ status: 'failed', progress: 0, error: error.slice(0, 1000), updatedAt: new Date() })
    .where(and(eq(postStreams.postId, postId), eq(postStreams.status, 'processing')))
    .returning({ postId: postStreams.postId });
  return changed.length > 0;
}

/**
 * Posts with a video and no stream row (seeded, or made before transcoding existed) get one,
 * queued; returns every post whose stream still waits (queued), for the queue to make sure
 * each has its job.
 */
export async function postsAwaitingTranscode(db: Executor): Promise<number[]> {
  const missing = await db
    .select({ id: posts.id })
    .from(posts)
    .leftJoin(postStreams, eq(postStreams.postId, posts.id))
    .where(and(isNotNull(posts.mediaKey), isNull(postStreams.postId)));
  if (missing.length)
    await db
      .insert(postStreams)
      .values(missing.map(({ id }) => ({ postId: id, status: 'queued' })))
      .onConflictDoNothing();
  const rows = await db
    .select({ postId: postStreams.postId })
    .from(postStreams)
    .where(eq(postStreams.status, 'queued'))
    .orderBy(postStreams.postId);
  return rows.map((row) => row.postId);
}

/** The title and last error of posts (the dashboard's failed jobs); deleted posts are absent. */
export async function streamFailures(
  db: Executor,
  postIds: number[],
): Promise<Map<number, { title: string; error: string | null }>> {
  if (!postIds.length) return new Map();
  const rows = await db
    .select({ id: posts.id, title: posts.title, error: postStreams.error })
    .from(posts)
    .leftJoin(postStreams, eq(postStreams.postId, posts.id))
    .where(inArray(posts.id, postIds));
  return new Map(rows.map((row) => [row.id, { title: row.title, error: row.error }]));
}
