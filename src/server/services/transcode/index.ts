import type { AppDeps } from '../../context';
import type { Jobs } from '../jobs';
import { transcodeLimitsOf } from './deadline';
import { Transcodes, transcodePolicy } from './queue';

export { streamOf } from './state';
export { removeStream } from './transcode';

/**
 * Sends a new post's transcode job (its stream row is queued in the post's transaction); a
 * failure to send is logged only: the start-up sweep of the next server sends it.
 */
export async function requestTranscode(deps: AppDeps, postId: number): Promise<void> {
  if (!deps.transcodes) return;
  await deps.transcodes.request(postId).catch((error: unknown) => {
    deps.logger.warn({ err: error, postId }, 'transcode job not sent: the next start sends it');
  });
}

/**
 * The server's transcoding on its job queue `jobs`. Every server opens the queue, so that any of
 * them sends a new post's job and lists or retries the failed ones. A `worker` server
 * (TRANSCODE_WORKER) also sends, at its start, the jobs of every post still waiting (seeded
 * posts, a job whose send failed), runs this process's worker and watches for transcodes whose
 * last attempt died with a server; on the others the jobs wait for a worker's server.
 */
export async function startTranscoding(
  deps: AppDeps,
  jobs: Jobs,
  { worker }: { worker: boolean },
): Promise<Transcodes> {
  const policy = transcodePolicy(transcodeLimitsOf(deps.env), deps.env);
  const transcodes = await Transcodes.open(jobs, policy);
  if (!worker) return transcodes;
  const waiting = await transcodes.enqueueWaiting(deps);
  if (waiting) deps.logger.info({ posts: waiting }, 'videos waiting for their transcode');
  await transcodes.startWorker({ ...deps, transcodes });
  await transcodes.watchAbandoned(deps);
  return transcodes;
}
