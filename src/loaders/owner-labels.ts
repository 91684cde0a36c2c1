import type { Locale } from '../lib/i18n/config';
import { translationsOf } from '../render/i18n/server';

/**
 * Build-time only: the texts of an author's own cards (edit, delete, and the video's
 * transcode state in the add-post page's words, so each text is written once).
 */
export function ownerLabelsOf(locale: Locale): Record<string, string> {
  const { streamPreparing, streamPercent, streamFailed } = translationsOf(locale, 'addPost', 'engagement');
  return { ...translationsOf(locale, 'profile', 'engagement'), streamPreparing, streamPercent, streamFailed } as Record<
    string,
    string
  >;
}
