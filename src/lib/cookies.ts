import Cookies from 'js-cookie';
import type { CookieName } from './cookie-names';

/** Spec §9: cookies expire after 7 days (js-cookie counts in days). */
export const SESSION_COOKIE_DAYS = 7;
/** Spec §4/§9: a refreshed token is saved with a 1 minute expiry argument. */
export const REFRESHED_TOKEN_DAYS = 1 / (24 * 60);

/** Spec §9: Secure, SameSite=Lax, path /. */
export function cookieAttributes(expires: number = SESSION_COOKIE_DAYS): Cookies.CookieAttributes {
  return { expires, path: '/', secure: true, sameSite: 'Lax' };
}

export function readCookie(name: CookieName): string | null {
  return Cookies.get(name) ?? null;
}

export function writeCookie(name: CookieName, value: string, expires: number = SESSION_COOKIE_DAYS): void {
  Cookies.set(name, value, cookieAttributes(expires));
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, { path: '/' });
}

/** Sign-out: every cookie the page can see goes, not only the session ones. */
export function clearAllCookies(): void {
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name);
  }
}
