import { Jobs, type QueuePolicy } from '../../src/server/services/jobs';
import { Transcodes, TRANSCODE_QUEUE } from '../../src/server/services/transcode/queue';
import type { TranscodeQueue } from '../../src/server/context';
import type { TestApp } from './test-app';

/** Retries a second apart: a test sees a failed attempt retried without waiting half a minute. */
export const FAST_RETRIES: QueuePolicy = {
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryDelayMaxSeconds: 2,
  expireInSeconds: 600,
  heartbeatSeconds: 10,
};

const queues = new WeakMap<Transcodes, Jobs>();

/** The transcode queue on the test app's database (no worker until `startWorker`), stopped with the app. */
export async function openTestTranscodes(t: TestApp, policy: QueuePolicy = FAST_RETRIES): Promise<Transcodes> {
  const jobs = await Jobs.open(t.deps.database, t.deps.logger);
  const transcodes = await Transcodes.open(jobs, policy);
  queues.set(transcodes, jobs);
  const close = t.close.bind(t);
  t.close = async () => {
    transcodes.stop();
    await jobs.stop(1000);
    await close();
  };
  return transcodes;
}

/** Puts a post's transcode among the failed ones (where the queue leaves a job out of retries); its id. */
export async function failTranscodeForTest(transcodes: TranscodeQueue, postId: number): Promise<string> {
  const id = await queues
    .get(transcodes as Transcodes)!
    .enqueue(`${TRANSCODE_QUEUE}-failed`, { postId }, `post-${postId}`);
  return id!;
}
