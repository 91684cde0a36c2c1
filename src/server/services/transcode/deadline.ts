import type { Env } from '../../env';
import { durationRefusal, isTooLong } from '../video/duration-limit';

/** How long a transcode may take, and which videos it takes at all. */
export interface TranscodeLimits {
  maxDurationSeconds: number;
  /** The deadline: factor × the video's duration + floor seconds. */
  deadlineFactor: number;
  deadlineFloorSeconds: number;
}

export const transcodeLimitsOf = (env: Env): TranscodeLimits => ({
  maxDurationSeconds: env.VIDEO_MAX_DURATION_SECONDS,
  deadlineFactor: env.TRANSCODE_DEADLINE_FACTOR,
  deadlineFloorSeconds: env.TRANSCODE_DEADLINE_FLOOR_SECONDS,
});

export const deadlineSeconds = (limits: TranscodeLimits, durationSeconds: number) =>
  limits.deadlineFactor * durationSeconds + limits.deadlineFloorSeconds;

/** A transcode that another attempt would not mend (too long a video, a deadline passed): failed at once, not retried. */
export class TranscodeGivenUp extends Error {}

/** Refuses a source longer than the limit, before any ffmpeg runs. */
export function assertTranscodable(limits: TranscodeLimits, durationSeconds: number): void {
  if (isTooLong(durationSeconds, limits.maxDurationSeconds))
    throw new TranscodeGivenUp(
      `${durationRefusal(limits.maxDurationSeconds)}: this one lasts ${Math.round(durationSeconds)} s and was not transcoded; cut it into parts and upload them as separate posts`,
    );
}

/**
 * The deadline of one transcode of a video this long: `signal` aborts when it passes (or when
 * `parent` does); `passed()` says which; `clear()` once the transcode is over.
 */
export function startDeadline(limits: TranscodeLimits, durationSeconds: number, parent?: AbortSignal) {
  const seconds = deadlineSeconds(limits, durationSeconds);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), seconds * 1000);
  timer.unref();
  return {
    signal: parent ? AbortSignal.any([parent, timeout.signal]) : timeout.signal,
    passed: () => timeout.signal.aborted,
    clear: () => clearTimeout(timer),
    /** Why it was stopped, for the post's author and the administrators. */
    reason: () =>
      new TranscodeGivenUp(
        `The transcode was stopped after ${Math.round(seconds)} s, far past the time a ${Math.round(durationSeconds)} s video takes (${limits.deadlineFactor} × its duration + ${limits.deadlineFloorSeconds} s): the file may be damaged or unusually hard to encode. Re-export it as H.264 MP4 and upload it again, or ask an administrator to retry it.`,
      ),
  };
}
