/** The refusal of a video longer than VIDEO_MAX_DURATION_SECONDS (in both languages in api.json). */
export const durationRefusal = (maxSeconds: number) => `Videos are limited to ${maxSeconds} seconds`;

/** Whether a probed duration is past the limit (a duration not finite is past every limit). */
export const isTooLong = (durationSeconds: number, maxSeconds: number) =>
  !Number.isFinite(durationSeconds) || durationSeconds > maxSeconds;
