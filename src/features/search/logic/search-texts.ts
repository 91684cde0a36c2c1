import en from '../../../../public/locales/en/search.json';
import fr from '../../../../public/locales/fr/search.json';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../lib/i18n/config';
import { localeOfPath } from '../../../lib/i18n/paths';
import { fillIn, pluralForm } from '../../../lib/format';

/**
 * The search namespace (public/locales/{lng}/search.json) bundled into the search islands:
 * two small JSON files instead of i18next, as the other islands receive plain texts.
 * Keys: "a.b.c"; plurals "key_one" / "key_other" (and "key_zero" when present).
 */
const BUNDLES: Record<Locale, unknown> = { en, fr };

export type SearchT = (key: string, values?: Record<string, string | number>) => string;

function lookup(bundle: unknown, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function searchTexts(locale: Locale): SearchT {
  return (key, values = {}) => {
    const bundles = [BUNDLES[locale], BUNDLES[DEFAULT_LOCALE]];
    const count = values.count;
    const keys =
      typeof count === 'number'
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralForm(count, locale)}`, `${key}_other`, key]
        : [key];
    let text: string | undefined;
    for (const bundle of bundles) for (const k of keys) text ??= lookup(bundle, k);
    return fillIn(text ?? key, values, locale);
  };
}

/** The page's language in the browser (html lang), else from a localized path such as the search action. */
export function pageLocale(fallbackPath = '/'): Locale {
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : undefined;
  return isLocale(lang) ? lang : localeOfPath(fallbackPath);
}
