import { TranscodeFailure } from './failures';
import type { SourceInfo } from '../media-tools/probe';

/** A container may announce a little more than its video holds (audio past the last frame). */
const SLACK_SECONDS = 2;
const SLACK_SHARE = 0.1;

/**
 * The source's real length, from what ffmpeg decoded of it; throws (for good) when that falls
 * well short of what its container announces: an upload cut short, whose header still claims
 * the whole video.
 */
export function decodedDuration(source: SourceInfo, decodedSeconds: number): number {
  const missing = source.durationSeconds - decodedSeconds;
  if (missing > Math.max(SLACK_SECONDS, source.durationSeconds * SLACK_SHARE))
    throw new TranscodeFailure(
      'source_truncated',
      `Only ${decodedSeconds.toFixed(1)} s of the ${source.durationSeconds.toFixed(1)} s the file announces decode`,
      { final: true },
    );
  return decodedSeconds;
}
