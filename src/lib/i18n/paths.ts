import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './config';

/**
 * Astro's built-in i18n routing with no prefix for the default language:
 * /trends is English, /fr/trends French.
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix, always starting with "/". */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1];
  if (!isLocale(first) || first === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(first.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** `path` (unprefixed, e.g. "/history") in the given language. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}

// The dashboard is an admin tool, in English only; so is the test seller onboarding, a stand-in for Stripe's.
const ENGLISH_ONLY = /^\/(dashboard|checkout\/test\/connect)(\/|$)/;

/** Whether the page at `path` (unprefixed) exists in every language. */
export function isTranslated(path: string): boolean {
  return !ENGLISH_ONLY.test(path);
}

/** The same page in every language it exists in, for the switcher and hreflang alternates. */
export function alternatesOf(pathname: string): { locale: Locale; path: string }[] {
  const base = stripLocale(pathname);
  const locales = isTranslated(base) ? LOCALES : [DEFAULT_LOCALE];
  return locales.map((locale) => ({ locale, path: localizePath(base, locale) }));
}
