/**
 * The cache tags: names of what a cached answer or page shows, so that a write drops exactly
 * the entries that show what it changed. One vocabulary for the API response cache and the
 * page cache (the API sends an answer's tags in `X-Cache-Tags`; an on-demand page passes the
 * union of its API answers' tags on to the page cache the same way). No zod, no server code.
 */
export type CacheTag =
  | `post:${number}`
  | `user:${number}`
  | `profile:${number}`
  | `posts-by:${number}`
  | 'list:posts'
  | 'library'
  | 'published';

export const CACHE_TAGS_HEADER = 'X-Cache-Tags';

export const cacheTag = {
  /** Shows post `id`: its title, fields, counts (likes, rating, views), its page. */
  post: (id: number): CacheTag => `post:${id}`,
  /**
   * Shows the published content (the Node server's public pages): dropped whenever the server
   * shows other published content (a Publish, a takedown), not by the API's writes.
   */
  published: 'published' as CacheTag,
  /** Shows the name or avatar of user `id` (their posts show both). */
  user: (id: number): CacheTag => `user:${id}`,
  /** Shows the public counts of user `id` (posts, likes received). */
  profile: (id: number): CacheTag => `profile:${id}`,
  /** A list restricted to the posts of user `id` (their profile): which posts it holds. */
  postsBy: (id: number): CacheTag => `posts-by:${id}`,
  /** Any other list of posts (news, trends, search, filters): which posts it holds and their order. */
  posts: 'list:posts' as CacheTag,
  /** Shows library entries or their names (posts show their weapon, master, techniques ...). */
  library: 'library' as CacheTag,
} as const;

/** The tags of what shows one post: the post, its author's name and avatar, its library names. */
export function postTags(post: { id: number; user: { id: number } }): CacheTag[] {
  return [cacheTag.post(post.id), cacheTag.user(post.user.id), cacheTag.library];
}

/** `X-Cache-Tags` value: tags separated by spaces (none holds one). */
export function formatCacheTags(tags: Iterable<CacheTag>): string {
  return [...new Set(tags)].join(' ');
}

/** The tags of one or more `X-Cache-Tags` values (unknown words are dropped). */
export function parseCacheTags(...values: (string | null | undefined)[]): CacheTag[] {
  const tags = new Set<CacheTag>();
  for (const value of values) {
    for (const word of value?.split(' ') ?? []) if (TAG_PATTERN.test(word)) tags.add(word as CacheTag);
  }
  return [...tags];
}

const TAG_PATTERN = /^(?:(?:post|user|profile|posts-by):[1-9]\d{0,9}|list:posts|library|published)$/;
