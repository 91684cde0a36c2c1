import type { Locale } from '../lib/i18n/config';
import { translationsOf } from '../render/i18n/server';
import type { CardLabels } from '../features/engagement/profile/post-card';

/** Build-time only (bundles every translation): the texts of a post card an island draws. */
export function cardLabelsOf(locale: Locale): CardLabels {
  return {
    like: translationsOf(locale, 'like', 'engagement'),
    rating: translationsOf(locale, 'rating', 'engagement'),
    favorite: translationsOf(locale, 'favorite', 'engagement'),
    card: translationsOf(locale, 'card', 'engagement'),
  };
}
