/** Languages of the site (spec §9: default and fallback language en). */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** JSON namespaces served at /locales/{lng}/{ns}.json; `translation` is the default one. */
export const NAMESPACES = ['translation', 'pages'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'translation';

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };
export const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
