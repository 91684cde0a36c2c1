import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UploadGrant {
  key: string;
  userId: number;
  contentType: string;
  maxBytes: number;
  /** Unix seconds. */
  expires: number;
}

function signatureOf(secret: string, grant: UploadGrant): string {
  const payload = ['PUT', grant.key, grant.userId, grant.contentType, grant.maxBytes, grant.expires].join('\n');
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** The query string of a local upload URL: every limit is part of the HMAC, so none can be edited. */
export function signUploadQuery(secret: string, grant: UploadGrant): string {
  const params = new URLSearchParams({
    user: String(grant.userId),
    type: grant.contentType,
    max: String(grant.maxBytes),
    expires: String(grant.expires),
    sig: signatureOf(secret, grant),
  });
  return params.toString();
}

export type GrantCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

/** Verifies a signed upload query for `key` (constant-time comparison). */
export function verifyUploadQuery(
  secret: string,
  key: string,
  query: Record<string, string | undefined>,
  nowSeconds = Math.floor(Date.now() / 1000),
): GrantCheck {
  const userId = Number(query.user);
  const maxBytes = Number(query.max);
  const expires = Number(query.expires);
  const contentType = query.type ?? '';
  const sig = query.sig ?? '';
  if (![userId, maxBytes, expires].every(Number.isSafeInteger) || !contentType || !sig)
    return { ok: false, reason: 'invalid' };
  const grant: UploadGrant = { key, userId, contentType, maxBytes, expires };
  const expected = Buffer.from(signatureOf(secret, grant));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (expires < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
