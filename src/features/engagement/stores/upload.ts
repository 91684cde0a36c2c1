/** Posting a video: the checks made before an upload, the progress figures, the upload's id. */
import { formatNumber } from '../../../lib/format';

export const VIDEO_TYPE = 'video/mp4';
/** The API's default VIDEO_MAX_BYTES; the signed address carries the server's real limit. */
export const DEFAULT_VIDEO_MAX_BYTES = 2 * 1024 ** 3;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

export type VideoProblem = 'required' | 'type' | 'empty' | 'size';
export type ImageProblem = 'type' | 'size';

interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** What the file input offers: any video, and the names phones and cameras give theirs. */
export const VIDEO_ACCEPT = 'video/*,.mp4,.mov,.m4v,.webm,.mkv';

/**
 * A video by its type (and the size limit), checked before any byte is sent. A browser that
 * does not know the type (often .mkv) says nothing: the server's ffprobe decides, whatever the
 * name or container.
 */
export function checkVideoFile(file: FileLike | null, maxBytes = DEFAULT_VIDEO_MAX_BYTES): VideoProblem | null {
  if (!file) return 'required';
  if (file.type && !file.type.startsWith('video/')) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

export function checkPosterFile(file: FileLike | null): ImageProblem | null {
  if (!file) return null;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

export interface Progress {
  loaded: number;
  total: number;
  /** 0 to 100, whole numbers; 100 only when every byte is sent. */
  percent: number;
  /** Estimated from the average speed so far; null until it can be. */
  secondsLeft: number | null;
}

export function progressOf(loaded: number, total: number, elapsedMs: number): Progress {
  const safeTotal = Math.max(total, 0);
  const sent = Math.min(Math.max(loaded, 0), safeTotal);
  const percent = safeTotal === 0 ? 0 : sent >= safeTotal ? 100 : Math.min(99, Math.floor((sent / safeTotal) * 100));
  let secondsLeft: number | null = null;
  if (sent >= safeTotal && safeTotal > 0) secondsLeft = 0;
  else if (sent > 0 && elapsedMs >= 250) secondsLeft = Math.ceil((safeTotal - sent) / (sent / (elapsedMs / 1000)));
  return { loaded: sent, total: safeTotal, percent, secondsLeft };
}

/** French writes octets: 'Ko', 'Mo', 'Go'. */
const BYTE_UNITS: Record<string, string[]> = { fr: ['o', 'Ko', 'Mo', 'Go'] };

export function formatBytes(bytes: number, locale = 'en'): string {
  const units = BYTE_UNITS[locale.slice(0, 2)] ?? ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${formatNumber(value, locale, digits)} ${units[unit]}`;
}

/** '45 s', '3 min 05 s', '1 h 02 min'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/** A tus upload's id, the last segment of its address: the `videoKey` of the post. */
export function tusUploadId(url: string): string {
  return url.split('?')[0]!.split('/').filter(Boolean).pop() ?? '';
}

