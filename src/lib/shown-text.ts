import type { Locale } from './i18n/config';

/**
 * Which of a library text's two languages a page shows: the French on a French page when it is
 * written, else the English. The pages' scripts use this alone (`library-text.ts` builds the
 * build's richer pick on it), so what they ship stays a line.
 */
export const shownText = (english: string, french: string | undefined, locale: Locale): [string, Locale] =>
  // The API trims every text: a French one is written or ''.
  locale === 'fr' && french ? [french, 'fr'] : [english, 'en'];
