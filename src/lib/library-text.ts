import type { Locale } from './i18n/config';
import { shownText } from './shown-text';

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

/** Any text of an entry (a master's period, a manuscript's date) in the page's language. */
export function textIn(english: string, french: string, locale: Locale): LibraryText {
  // Texts from elsewhere than the API (tests, older rows) may hold blanks: those are no translation.
  const [text, lang] = shownText(english, french.trim() && french, locale);
  return { text, lang, untranslated: lang !== locale && english.trim() !== '' };
}

type Named = { name: string; nameFr?: string };
type Titled = { title: string; titleFr?: string };

/** The name (a manuscript's title) of a library entry in the page's language. */
export function nameIn(entry: Named | Titled, locale: Locale): LibraryText {
  return 'title' in entry
    ? textIn(entry.title, entry.titleFr ?? '', locale)
    : textIn(entry.name, entry.nameFr ?? '', locale);
}

/** Its description in the page's language. */
export function descriptionIn(entry: { description: string; descriptionFr?: string }, locale: Locale): LibraryText {
  return textIn(entry.description, entry.descriptionFr ?? '', locale);
}

/** Just the words, for a `<title>`, a meta description, an alt text or a sort. */
export const nameTextIn = (entry: Named | Titled, locale: Locale) => nameIn(entry, locale).text;

/** A passage's manuscript title in the page's language (a source carries the English title). */
export function sourceTitleIn(
  source: { manuscript: { slug: string; title: string } },
  manuscripts: readonly (Titled & { slug: string })[],
  locale: Locale,
): string {
  const manuscript = manuscripts.find((m) => m.slug === source.manuscript.slug);
  return manuscript ? nameTextIn(manuscript, locale) : source.manuscript.title;
}

/**
 * Whether an entry misses a French text (the dashboard's "missing French"): one of its English
 * texts is written and its French twin (`nameFr`, `descriptionFr`, `periodFr`…) is empty.
 */
export function missesFrench(entry: Readonly<Record<string, unknown>>): boolean {
  const written = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return Object.keys(entry).some((key) => `${key}Fr` in entry && written(entry[key]) && !written(entry[`${key}Fr`]));
}
