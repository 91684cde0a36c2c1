import type { Post } from '../../../lib/types';

/**
 * What the search index tells the search island about each page (its records are built from the
 * published content, src/render/search-records.ts): the kind of page, the four filter groups of
 * the search sidebar (spec §3) and, for posts, the data of a post card, so the search island can
 * answer from Pagefind alone while the API is down.
 */
export const PAGE_KINDS = ['post', 'master', 'manuscript', 'technique', 'weapon'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The sidebar's groups, named as the API's `/search?{group}[]=` parameters. */
export const FILTER_GROUPS = ['contentType', 'martialArt', 'masterHistory', 'techniques'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** The post card fields carried in the `card` meta of a post's record. */
export type CardData = Pick<
  Post,
  'id' | 'title' | 'posterUrl' | 'views' | 'price' | 'rate' | 'likesCount' | 'user' | 'durationSeconds'
>;
