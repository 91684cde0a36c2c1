import type { Post } from './types';

/**
 * A post's live counters (views, likes, rating) change all the time and islands refresh them on
 * the page: whether what a page shows of a post changed leaves them out (a page's content key,
 * the published content's comparison). The order of the lists by views is shown, though.
 */
type Counts = 'views' | 'likesCount' | 'rate' | 'ratingCount';

/** A post, or any part of one (a search record's card), without its live counters. */
export function withoutCounts<T extends Partial<Pick<Post, Counts>>>(post: T): Omit<T, Counts> {
  const { views: _views, likesCount: _likes, rate: _rate, ratingCount: _count, ...rest } = post;
  return rest;
}

/** The posts, most viewed first (the newest first among equals), as the lists by views show them. */
export function byViews(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => b.views - a.views || b.id - a.id);
}
