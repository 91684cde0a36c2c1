import { API_MESSAGES } from '../../../contract/api-messages';
import { fillApiText } from '../../../contract/api-texts';

/** The refusal of a video longer than VIDEO_MAX_DURATION_SECONDS (in both languages in api.json). */
export const durationRefusal = (maxSeconds: number) =>
  fillApiText(API_MESSAGES.media.videoTooLong.en, { seconds: String(maxSeconds) });

/** Whether a probed duration is past the limit (a duration not finite is past every limit). */
export const isTooLong = (durationSeconds: number, maxSeconds: number) =>
  !Number.isFinite(durationSeconds) || durationSeconds > maxSeconds;
