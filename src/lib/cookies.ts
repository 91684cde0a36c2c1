import type { CookieName } from './cookie-names';

/** Spec §9: cookies expire after 7 days. */
export const SESSION_COOKIE_DAYS = 7;
/** Spec §4/§9: a refreshed token is saved with a 1 minute expiry argument. */
export const REFRESHED_TOKEN_DAYS = 1 / (24 * 60);

const DAY_MS = 864e5;

/**
 * A value as it goes into `document.cookie`: percent-encoded except the characters RFC 6265
 * allows raw (the encoding js-cookie used, so cookies written before read back the same and the
 * server's decoding is unchanged).
 */
export function encodeCookieValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}

function decodeCookieValue(raw: string): string {
  const value = raw.startsWith('"') ? raw.slice(1, -1) : raw;
  return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
}

/** Every cookie the page can see; the first of two with one name wins, as the browser lists them. */
function readAll(): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const [name = '', ...value] = pair.split('=');
    try {
      const key = decodeURIComponent(name);
      if (!(key in jar)) jar[key] = decodeCookieValue(value.join('='));
    } catch {
      // A cookie another script wrote with a broken encoding: not one of ours, skipped.
    }
  }
  return jar;
}

/** Spec §9: Secure, SameSite=Lax, path /; `days` < 0 removes the cookie. */
function write(name: string, value: string, days: number, attributes = '; secure; sameSite=Lax'): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeCookieValue(value)}; expires=${expires}; path=/${attributes}`;
}

export function readCookie(name: CookieName): string | null {
  return readAll()[name] ?? null;
}

export function writeCookie(name: CookieName, value: string, expires: number = SESSION_COOKIE_DAYS): void {
  write(name, value, expires);
}

export function removeCookie(name: CookieName): void {
  write(name, '', -1, '');
}

/** Sign-out: every cookie the page can see goes, not only the session ones. */
export function clearAllCookies(): void {
  for (const name of Object.keys(readAll())) write(name, '', -1, '');
}
