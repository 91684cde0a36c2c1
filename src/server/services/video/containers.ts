import { isMp4Signature } from './mp4';
import { API_MESSAGES } from '../../../contract/api-messages';
import { fillApiText } from '../../../contract/api-texts';

/** The EBML magic that starts Matroska and WebM files. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** Top-level atoms an older QuickTime MOV may start with instead of `ftyp`. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * True when the bytes start like a container phones and cameras write: MP4, M4V and MOV (an ISO
 * media `ftyp` box, or an older MOV's first atom) or Matroska and WebM (EBML). A cheap first
 * gate while bytes stream in; ffprobe decides whether it holds a video.
 */
export function looksLikeVideoContainer(head: Buffer): boolean {
  if (isMp4Signature(head)) return true;
  if (head.length >= 4 && head.subarray(0, 4).equals(EBML)) return true;
  return head.length >= 8 && QUICKTIME_ATOMS.has(head.subarray(4, 8).toString('latin1'));
}

/** The refusals of an uploaded video: their English from the catalogue (src/contract/api-messages.ts). */
export const VIDEO_MESSAGES = {
  unreadable: API_MESSAGES.uploads.unreadableVideo.en,
} as const;

export const UNREADABLE_VIDEO = VIDEO_MESSAGES.unreadable;

/** A video past the size limit (code `media.videoTooLarge`). */
export const videoTooLarge = (bytes: number) =>
  fillApiText(API_MESSAGES.media.videoTooLarge.en, { bytes: String(bytes) });

/** A file of another type than its upload grant names (code `media.wrongType`). */
export const wrongType = (type: string) => fillApiText(API_MESSAGES.media.wrongType.en, { type });
