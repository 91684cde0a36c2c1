import { DEFAULT_LOCALE, isLocale } from '../../lib/i18n/config';
import { localizePath } from '../../lib/i18n/paths';
import { safeRedirect, sameSitePath } from '../../lib/safe-redirect';

// Apart from text.ts: the paid post's purchase island imports that one and needs none of this.

/** A site path ("/videos/3") in the page's language. */
export function pathIn(path: string, locale: string): string {
  return localizePath(path, isLocale(locale) ? locale : DEFAULT_LOCALE);
}

/** A return page named by the API (the test checkout's success or cancel page) in the page's language; the cart if it would leave the site. */
export function returnPathIn(url: string, locale: string, origin: string): string {
  return pathIn(safeRedirect(url, origin, '/cart'), locale);
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The payment page POST /api/checkout names: this site's test checkout in the page's language, or the provider's https page. */
export function checkoutPageIn(url: string, locale: string, origin: string): string {
  const path = sameSitePath(url, origin);
  if (path !== null) return pathIn(path, locale);
  if (!isHttps(url)) throw new Error('The payment page address is not a secure one');
  return url;
}
