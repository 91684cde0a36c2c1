import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieOptions } from 'hono/utils/cookie';
import { MEDIA_PREFIX } from '../../../contract/stored-media';

function signatureOf(secret: string, viewerId: number, expires: number): string {
  // "viewer" keeps this signature apart from the media and upload ones made with the same key.
  return createHmac('sha256', secret).update(`viewer\n${viewerId}\n${expires}`).digest('base64url');
}

export function viewerCookieValue(secret: string, viewerId: number, expires: number): string {
  return `${viewerId}.${expires}.${signatureOf(secret, viewerId, expires)}`;
}

/** The viewer a cookie names while it is valid, or null. */
export function viewerOfCookie(
  secret: string,
  value: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): number | null {
  const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(value ?? '');
  if (!match) return null;
  const viewerId = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(signatureOf(secret, viewerId, expires));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return expires >= nowSeconds ? viewerId : null;
}

/**
 * Lives as long as the address issued with it (each new address renews it); Max-Age, not
 * Expires, so a browser whose clock is wrong keeps it all the same.
 */
export function viewerCookieOptions(lifeSeconds: number, secure: boolean): CookieOptions {
  return {
    path: MEDIA_PREFIX.slice(0, -1),
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: lifeSeconds,
  };
}
