import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../context';

/**
 * How long a viewer's video address works. Short: the player renews it while the video
 * plays, so a copied address is of little use even to its own viewer.
 */
export const SIGNED_MEDIA_TTL_SECONDS = 5 * 60;

function signatureOf(secret: string, key: string, expires: number, viewerId: number): string {
  return createHmac('sha256', secret).update(`GET\n${key}\n${expires}\n${viewerId}`).digest('base64url');
}

/** `expires=&viewer=&sig=`: the key, the expiry and the viewer it was issued to are all signed. */
export function signMediaQuery(secret: string, key: string, expires: number, viewerId: number): string {
  return new URLSearchParams({
    expires: String(expires),
    viewer: String(viewerId),
    sig: signatureOf(secret, key, expires, viewerId),
  }).toString();
}

export type MediaSignature =
  { state: 'absent' | 'invalid' | 'expired' } | { state: 'valid'; expires: number; viewerId: number };

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Checks `?expires=&viewer=&sig=` of a media address (constant-time comparison). */
export function verifyMediaQuery(
  secret: string,
  key: string,
  query: Record<string, string | undefined>,
  nowSeconds = Math.floor(Date.now() / 1000),
): MediaSignature {
  if (query.sig === undefined && query.expires === undefined && query.viewer === undefined) return { state: 'absent' };
  const expires = Number(query.expires);
  const viewerId = Number(query.viewer);
  if (!Number.isSafeInteger(expires) || !Number.isSafeInteger(viewerId) || !query.sig) return { state: 'invalid' };
  if (!sameText(signatureOf(secret, key, expires, viewerId), query.sig)) return { state: 'invalid' };
  if (expires < nowSeconds) return { state: 'expired' };
  return { state: 'valid', expires, viewerId };
}

/**
 * A short-lived /api/media address of a stored video for one viewer, on either storage
 * driver: the media route checks that the browser presenting it carries that viewer's
 * cookie (services/access/viewer-cookie), which an S3 presigned URL could not do.
 */
export function signedMediaUrl(
  deps: Pick<AppDeps, 'storage' | 'secrets'>,
  key: string,
  viewerId: number,
  ttlSeconds = SIGNED_MEDIA_TTL_SECONDS,
  nowMs = Date.now(),
): { url: string; expiresAt: Date } {
  const expires = Math.floor(nowMs / 1000) + ttlSeconds;
  return {
    url: `${deps.storage.publicUrl(key)}?${signMediaQuery(deps.secrets.urlSigningKey, key, expires, viewerId)}`,
    expiresAt: new Date(expires * 1000),
  };
}
