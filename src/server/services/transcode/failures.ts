import { TRANSCODE_FAILURE_REASONS, type TranscodeFailureReason } from '../../../contract/streams';
import { FfmpegError } from '../media-tools/ffmpeg';

/** The reasons in English (the dashboard's texts in both languages: public/locales/{lng}/dashboard.json). */
export const TRANSCODE_FAILURE_MESSAGES: Record<TranscodeFailureReason, string> = {
  unreadable:
    'The file could not be read as a video: it may be damaged, or in a format ffmpeg does not know. Re-export it (MP4, H.264) and upload it again.',
  source_truncated:
    'The uploaded file is incomplete: its video stops well before the length it announces. Upload the whole file again.',
  source_missing: 'The uploaded file is no longer in the storage. Upload the video again.',
  too_long: 'The video is longer than the site takes. Cut it into parts and upload them as separate posts.',
  deadline:
    'The transcode took far longer than a video this long should: the file may be damaged or unusually hard to encode. Re-export it (MP4, H.264) and upload it again, or retry.',
  encoder_failed:
    'ffmpeg could not encode this video. Re-export it (MP4, H.264) and upload it again; the details are in the server log.',
  interrupted: 'The server stopped during the last attempt. Retry it.',
  post_deleted: 'The post was deleted: there is nothing left to transcode.',
  internal:
    'The transcode failed on the server side (storage or database). Retry it once the server is healthy; the details are in the server log.',
};

/**
 * A transcode failure with its reason; `final` when another attempt would not mend it (too long
 * a video, a deadline passed, an incomplete file): failed at once, not retried.
 */
export class TranscodeFailure extends Error {
  readonly reason: TranscodeFailureReason;
  readonly final: boolean;

  constructor(reason: TranscodeFailureReason, detail: string, { final }: { final: boolean }) {
    super(detail);
    this.reason = reason;
    this.final = final;
  }
}

/** The reason of any error an attempt threw: ffmpeg's own failures apart, the server's. */
export function reasonOf(error: unknown): TranscodeFailureReason {
  if (error instanceof TranscodeFailure) return error.reason;
  return error instanceof FfmpegError ? 'encoder_failed' : 'internal';
}

/** A stored reason code; the raw errors earlier versions stored read as the server's. */
export function storedReason(stored: string | null | undefined): TranscodeFailureReason {
  return (TRANSCODE_FAILURE_REASONS as readonly string[]).includes(stored ?? '')
    ? (stored as TranscodeFailureReason)
    : stored
      ? 'internal'
      : 'interrupted';
}
