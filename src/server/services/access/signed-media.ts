import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../context';
import { S3Storage } from '../storage/s3-storage';

/** How long a buyer's video address works; the player asks for a new one when it lapses. */
export const SIGNED_MEDIA_TTL_SECONDS = 30 * 60;

function signatureOf(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`GET\n${key}\n${expires}`).digest('base64url');
}

export function signMediaQuery(secret: string, key: string, expires: number): string {
  return new URLSearchParams({ expires: String(expires), sig: signatureOf(secret, key, expires) }).toString();
}

export type MediaSignature = { state: 'absent' | 'invalid' | 'expired' } | { state: 'valid'; expires: number };

/** Checks `?expires=&sig=` of a local media address (constant-time comparison). */
export function verifyMediaQuery(
  secret: string,
  key: string,
  query: Record<string, string | undefined>,
  nowSeconds = Math.floor(Date.now() / 1000),
): MediaSignature {
  if (query.sig === undefined && query.expires === undefined) return { state: 'absent' };
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || !query.sig) return { state: 'invalid' };
  const expected = Buffer.from(signatureOf(secret, key, expires));
  const given = Buffer.from(query.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { state: 'invalid' };
  if (expires < nowSeconds) return { state: 'expired' };
  return { state: 'valid', expires };
}

/**
 * A short-lived address of a stored video, never a permanent one: a presigned GET on S3,
 * an HMAC-signed /api/media address on local disk.
 */
export async function signedMediaUrl(
  deps: AppDeps,
  key: string,
  ttlSeconds = SIGNED_MEDIA_TTL_SECONDS,
): Promise<{ url: string; expiresAt: Date }> {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const expiresAt = new Date(expires * 1000);
  if (deps.storage instanceof S3Storage) return { url: await deps.storage.presignGet(key, ttlSeconds), expiresAt };
  return {
    url: `${deps.storage.publicUrl(key)}?${signMediaQuery(deps.secrets.urlSigningKey, key, expires)}`,
    expiresAt,
  };
}
