import type { Locale } from './i18n/config';

/**
 * A library text in the language a page is in: the French one on a French page when the
 * entry has it, else the English one, with `lang` saying which it is and `untranslated`
 * set so the page can mark it honestly ("not yet translated") and screen readers read
 * the English as English.
 */
export interface LibraryText {
  text: string;
  lang: Locale;
  untranslated: boolean;
}

const pick = (english: string, french: string, locale: Locale): LibraryText =>
  locale === 'fr' && french.trim()
    ? { text: french, lang: 'fr', untranslated: false }
    : { text: english, lang: 'en', untranslated: locale === 'fr' && english.trim() !== '' };

type Named = { name: string; nameFr?: string };
type Titled = { title: string; titleFr?: string };

/** The name (a manuscript's title) of a library entry in the page's language. */
export function nameIn(entry: Named | Titled, locale: Locale): LibraryText {
  return 'title' in entry
    ? pick(entry.title, entry.titleFr ?? '', locale)
    : pick(entry.name, entry.nameFr ?? '', locale);
}

/** Its description in the page's language. */
export function descriptionIn(entry: { description: string; descriptionFr?: string }, locale: Locale): LibraryText {
  return pick(entry.description, entry.descriptionFr ?? '', locale);
}

/** Just the words, for a `<title>`, a meta description, an alt text or a sort. */
export const nameTextIn = (entry: Named | Titled, locale: Locale) => nameIn(entry, locale).text;

/** Whether an entry misses any French text (the dashboard's "missing French"). */
export function missesFrench(entry: (Named | Titled) & { description: string; descriptionFr?: string }): boolean {
  const name = 'title' in entry ? entry.titleFr : entry.nameFr;
  return !name?.trim() || (entry.description.trim() !== '' && !entry.descriptionFr?.trim());
}
