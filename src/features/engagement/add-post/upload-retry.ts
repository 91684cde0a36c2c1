/** When the add-post page's tus client asks again (use-video-upload.ts). */
import { overUploadQuota } from '../stores/upload';

/** Waits before each new try; the last ones outlast a lock left by a server that died (60 s). */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

/**
 * Tried again by itself: no answer (network), a conflict tus resolves with HEAD, an upload
 * busy with another request (423, Retry-After), too many requests, a server error; never a
 * creation refused for the member's upload quota (it would only be refused again).
 */
export function retriedAtOnce(status: number, method = 'PATCH'): boolean {
  if (overUploadQuota(method, status)) return false;
  return status === 0 || status === 409 || status === 423 || status === 429 || status >= 500;
}

/** Once the tries ran out, still kept for the Retry button and the `online` event. */
export function retriedLater(status: number): boolean {
  return status === 0 || status === 423 || status >= 500;
}
