/** What a search suggestion can be (spec §3): zod-free, so the header's search box imports it too. */
export const SUGGESTION_CATEGORIES = [
  'contentType',
  'martialArt',
  'masterHistory',
  'techniques',
  'manuscript',
  'post',
] as const;

export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];
