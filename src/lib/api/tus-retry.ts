/** When the tus clients (a post's video, the folio scans) ask again. */

/** A tus creation refused for the member's unfinished uploads (429: how many or how often; 413: their bytes). */
export const overUploadQuota = (method: string, status: number) =>
  method === 'POST' && (status === 413 || status === 429);

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
