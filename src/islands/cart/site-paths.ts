import { DEFAULT_LOCALE, isLocale } from '../../lib/i18n/config';
import { localizePath } from '../../lib/i18n/paths';

// Apart from text.ts: the paid post's purchase island imports that one and needs none of this.

/** A site path ("/videos/3") in the page's language. */
export function pathIn(path: string, locale: string): string {
  return localizePath(path, isLocale(locale) ? locale : DEFAULT_LOCALE);
}

/** A URL from the API in the page's language when it is a site path (the test checkout's); others as they are. */
export function sitePathIn(url: string, locale: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? pathIn(url, locale) : url;
}
