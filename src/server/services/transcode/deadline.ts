import type { Env } from '../../env';
import { durationRefusal, isTooLong } from '../video/duration-limit';
import { TranscodeFailure } from './failures';

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


/** Refuses a source longer than the limit, before any ffmpeg runs. */
export function assertTranscodable(limits: TranscodeLimits, durationSeconds: number): void {
  if (isTooLong(durationSeconds, limits.maxDurationSeconds))
    throw new TranscodeFailure(
      'too_long',
      `${durationRefusal(limits.maxDurationSeconds)}: this one lasts ${Math.round(durationSeconds)} s and was not transcoded`,
      { final: true },
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
    /** Why it was stopped (the figures go to the log). */
    reason: () =>
      new TranscodeFailure(
        'deadline',
        `The transcode was stopped after ${Math.round(seconds)} s, far past the time a ${Math.round(durationSeconds)} s video takes (${limits.deadlineFactor} × its duration + ${limits.deadlineFloorSeconds} s)`,
        { final: true },
      ),
  };
}
