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

/** The categories that are library entries with a page of their own (all but posts). */
export const LIBRARY_CATEGORIES = ['contentType', 'martialArt', 'masterHistory', 'techniques', 'manuscript'] as const;

export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];
