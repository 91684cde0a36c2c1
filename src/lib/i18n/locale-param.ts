import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './config';

/**
 * The `[...locale]` route parameter of the page files under src/pages/[...locale]/: absent
 * for the default language (/about), the language otherwise (/fr/about), never the default one.
 */
type LocaleParam = Locale | undefined;

const LOCALE_PARAMS: LocaleParam[] = [undefined, ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)];

/** Whether a `[...locale]` value names a language of the site (anything else is a 404). */
export function isLocaleParam(value: string | undefined): value is LocaleParam {
  return value === undefined || (value !== DEFAULT_LOCALE && isLocale(value));
}

/** getStaticPaths of a page without other parameters: the page in every language. */
export function localePaths() {
  return LOCALE_PARAMS.map((locale) => ({ params: { locale } }));
}

/** getStaticPaths entries in every language: each entry once per `[...locale]` value. */
export function inEveryLocale<Params extends object, Props>(paths: { params: Params; props: Props }[]) {
  return paths.flatMap((path) =>
    LOCALE_PARAMS.map((locale) => ({ params: { ...path.params, locale }, props: path.props })),
  );
}
