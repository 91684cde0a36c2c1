/** Client-side reading of the access token (spec §5). The signature is checked by the API only. */

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when it is not one. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const value: unknown = JSON.parse(base64UrlDecode(payload));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Expiry in milliseconds since the epoch, or null without a numeric `exp`. */
export function tokenExpiry(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Spec §5: valid only if it contains a dot and its decoded expiry is in the future. */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token || !token.includes('.')) return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry > now;
}
