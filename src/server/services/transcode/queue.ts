import { cacheTag } from '../../../contract/cache-tags';
import type { FailedTranscode } from '../../../contract/streams';
import type { AppDeps } from '../../context';
import type { Env } from '../../env';
import { invalidate } from '../cache';
import type { Jobs, QueuePolicy } from '../jobs';
import {
  markAbandonedFailed,
  markAttemptFailed,
  markProcessing,
  markQueued,
  markReady,
  postsAwaitingTranscode,
  streamFailures,
} from './state';
import { transcodePost } from './transcode';
import { deadlineSeconds, transcodeLimitsOf, type TranscodeLimits } from './deadline';
import { reasonOf, storedReason, TranscodeFailure, TRANSCODE_FAILURE_MESSAGES } from './failures';

export const TRANSCODE_QUEUE = 'transcode';

/**
 * Three retries after a failure (a deadline passed or too long a video: none), by default 30 s,
 * 1 min, 2 min (± jitter) later; a worker silent for the heartbeat (its process died) loses the
 * job to the next retry. An attempt is stopped by its own deadline (deadline.ts); the queue's
 * expiry, just past the deadline of the longest video taken, only backs it up.
 */
export function transcodePolicy(
  limits: TranscodeLimits,
  retry: Pick<Env, 'TRANSCODE_HEARTBEAT_SECONDS' | 'TRANSCODE_RETRY_DELAY_SECONDS'>,
): QueuePolicy {
  return {
    retryLimit: 3,
    retryDelaySeconds: retry.TRANSCODE_RETRY_DELAY_SECONDS,
    retryDelayMaxSeconds: 600,
    expireInSeconds: Math.ceil(deadlineSeconds(limits, limits.maxDurationSeconds)) + EXPIRY_MARGIN_SECONDS,
    heartbeatSeconds: retry.TRANSCODE_HEARTBEAT_SECONDS,
  };
}

/** The queue's expiry past the longest deadline: the attempt's own stop and its writes come first. */
const EXPIRY_MARGIN_SECONDS = 300;

interface TranscodeJob {
  postId: number;
}

const keyOf = (job: TranscodeJob) => `post-${job.postId}`;

/** How often a server looks for transcodes whose last attempt died with its process. */
const ABANDONED_CHECK_MS = 60_000;

/** Progress is written when it grows by a point, at most once a second. */
const PROGRESS_WRITE_MS = 1000;

/**
 * The transcode jobs of post videos: queued with the post, run by the worker of any server
 * (one job at a time per process), listed and retried by administrators once they failed.
 */
export class Transcodes {
  private readonly jobs: Jobs;
  /** The running attempt's ffmpeg stops with it when the server stops (else it would outlive it). */
  private readonly running = new Set<AbortController>();
  private abandonedCheck: ReturnType<typeof setInterval> | undefined;

  private constructor(jobs: Jobs) {
    this.jobs = jobs;
  }

  static async open(jobs: Jobs, policy: QueuePolicy): Promise<Transcodes> {
    await jobs.defineQueue(TRANSCODE_QUEUE, policy);
    return new Transcodes(jobs);
  }

  /** Queues the post's transcode (its stream row says queued already); a no-op when one waits. */
  async request(postId: number): Promise<void> {
    await this.jobs.enqueue(TRANSCODE_QUEUE, { postId }, keyOf({ postId }));
  }

  /**
   * Gives every post whose stream waits its job: posts seeded or made before, and posts whose
   * job was not sent (the server stopped between the post's commit and the send).
   */
  async enqueueWaiting(deps: Pick<AppDeps, 'db'>): Promise<number> {
    const waiting = await postsAwaitingTranscode(deps.db);
    for (const postId of waiting) await this.request(postId);
    return waiting.length;
  }

  /**
   * Starts this process's worker: `concurrency` transcodes at once, each bounded by `limits`
   * (both from the settings unless given).
   */
  async startWorker(
    deps: AppDeps,
    { limits = transcodeLimitsOf(deps.env), concurrency = deps.env.TRANSCODE_CONCURRENCY } = {},
  ): Promise<void> {
    await this.jobs.work<TranscodeJob>(
      TRANSCODE_QUEUE,
      async ({ data, lastAttempt, signal, retryCount }) => {
        const { postId } = data;
        const changed = () => invalidate(deps, [cacheTag.post(postId)]);
        let written = 0;
        let writtenAt = 0;
        let writes = Promise.resolve();
        const progress = (percent: number) => {
          const now = Date.now();
          if (Math.floor(percent) <= written || now - writtenAt < PROGRESS_WRITE_MS) return;
          written = Math.floor(percent);
          writtenAt = now;
          writes = writes.then(() => markProcessing(deps.db, postId, written)).then(changed, () => {});
        };
        const stop = new AbortController();
        this.running.add(stop);
        await markProcessing(deps.db, postId, 0);
        changed();
        try {
          const renditions = await transcodePost(deps, postId, {
            signal: AbortSignal.any([signal, stop.signal]),
            onProgress: progress,
            limits,
          });
          await writes;
          if (renditions) {
            await markReady(deps.db, postId, renditions);
            deps.logger.info({ postId, renditions, attempt: retryCount + 1 }, 'video transcoded');
          }
        } catch (error) {
          await writes;
          // The stream keeps the reason; the raw detail goes to the log only.
          const reason = reasonOf(error);
          if (error instanceof TranscodeFailure && error.final) {
            // Another attempt would repeat it: failed now, listed to administrators, the queue moves on.
            await markAttemptFailed(deps.db, postId, reason, true);
            await this.jobs.giveUp(TRANSCODE_QUEUE, data);
            deps.logger.warn({ postId, reason, err: error, attempt: retryCount + 1 }, 'video transcode given up');
            return;
          }
          await markAttemptFailed(deps.db, postId, reason, lastAttempt);
          deps.logger.warn(
            { postId, reason, err: error, attempt: retryCount + 1, final: lastAttempt },
            'video transcode failed',
          );
          throw error;
        } finally {
          this.running.delete(stop);
          changed();
        }
      },
      concurrency,
    );
  }

  /**
   * Fails the streams of transcodes out of retries whose last attempt died with its server (the
   * post would say processing for ever); the number of streams changed.
   */
  async reconcile(deps: Pick<AppDeps, 'db'>): Promise<number> {
    let changed = 0;
    for (const job of await this.jobs.listFailed<TranscodeJob>(TRANSCODE_QUEUE)) {
      if (!(await markAbandonedFailed(deps.db, job.data.postId, 'interrupted'))) continue;
      invalidate(deps, [cacheTag.post(job.data.postId)]);
      changed += 1;
    }
    return changed;
  }

  /** Runs `reconcile` now and every minute, until the queue stops. */
  async watchAbandoned(deps: Pick<AppDeps, 'db' | 'logger'>): Promise<void> {
    const check = () =>
      this.reconcile(deps).then(
        (changed) =>
          changed && deps.logger.warn({ streams: changed }, 'transcodes whose last attempt died marked failed'),
        (error: unknown) => deps.logger.warn({ err: error }, 'abandoned transcodes not checked'),
      );
    await check();
    this.abandonedCheck = setInterval(() => void check(), ABANDONED_CHECK_MS);
    this.abandonedCheck.unref();
  }

  /** Transcodes out of retries, oldest first, with their post. */
  async listFailed(deps: Pick<AppDeps, 'db'>): Promise<FailedTranscode[]> {
    await this.reconcile(deps);
    const failed = await this.jobs.listFailed<TranscodeJob>(TRANSCODE_QUEUE);
    const posts = await streamFailures(
      deps.db,
      failed.map((job) => job.data.postId),
    );
    return failed.map((job) => {
      const post = posts.get(job.data.postId);
      const reason = post ? storedReason(post.error) : 'post_deleted';
      return {
        id: job.id,
        postId: job.data.postId,
        postTitle: post?.title ?? null,
        reason,
        error: TRANSCODE_FAILURE_MESSAGES[reason],
        canRetry: Boolean(post),
        attempts: job.attempts,
        failedAt: job.failedAt.toISOString(),
      };
    });
  }

  /**
   * Queues a failed transcode again: its post id; null when there is no such failed job;
   * 'post_deleted' when its post is gone (nothing to retry).
   */
  async retry(deps: Pick<AppDeps, 'db'>, jobId: string): Promise<number | null | 'post_deleted'> {
    const failed = await this.jobs.failedData<TranscodeJob>(TRANSCODE_QUEUE, jobId);
    if (!failed) return null;
    if (!(await streamFailures(deps.db, [failed.postId])).has(failed.postId)) return 'post_deleted';
    // Marked queued before the job exists, so a worker taking it at once is not overwritten.
    const data = await this.jobs.retry<TranscodeJob>(TRANSCODE_QUEUE, jobId, keyOf, (job) =>
      markQueued(deps.db, job.postId).catch(() => {}),
    );
    if (!data) return null;
    invalidate(deps, [cacheTag.post(data.postId)]);
    return data.postId;
  }

  /** Stops this process's transcodes (a running one's ffmpeg is killed: the attempt fails and is retried later); the queue's owner then stops the queue. */
  stop(): void {
    clearInterval(this.abandonedCheck);
    for (const attempt of this.running) attempt.abort();
  }

  /** Every job of a post's transcode (tests and diagnostics). */
  history(postId: number) {
    return this.jobs.history<TranscodeJob>(TRANSCODE_QUEUE, keyOf({ postId }));
  }
}
