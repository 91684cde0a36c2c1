import type { Context, MiddlewareHandler } from 'hono';
import { CACHE_TAGS_HEADER, cacheTag, formatCacheTags, postTags, type CacheTag } from '../../../contract/cache-tags';
import type { AppEnv } from '../../context';
import { responseCacheOf } from '../../services/cache';

const KEPT_HEADERS = ['Content-Type', 'X-Total-Count'];

/** The tags of what a 200 answer shows, from its JSON body and its request. */
export type TagsOf = (body: unknown, c: Context<AppEnv>) => CacheTag[];

/**
 * Serves a public GET from the response cache (see services/cache), tagged by `tagsOf`.
 * Placed before the validators, so a hit costs a map lookup; a miss runs the route and
 * stores a 200 answer. Every answer carries its tags in `X-Cache-Tags` (on-demand pages
 * pass them on to the page cache).
 */
export function cached(tagsOf: TagsOf): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const cache = responseCacheOf(c.var.deps);
    const url = c.req.url;
    const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    let hit = cache.get(key);
    if (!hit) {
      const running = cache.inFlight(key);
      if (running) {
        await running;
        hit = cache.get(key);
      }
    }
    if (hit) return c.body(hit.body, 200, hit.headers);
    const { started, done } = cache.begin(key);
    try {
      await next();
      const res = c.res;
      if (res.status === 200 && res.headers.get('Content-Type')?.startsWith('application/json')) {
        const body = new Uint8Array(await res.arrayBuffer());
        const tags = tagsOf(JSON.parse(new TextDecoder().decode(body)), c);
        const headers: Record<string, string> = { 'X-Cache': 'HIT', [CACHE_TAGS_HEADER]: formatCacheTags(tags) };
        for (const name of KEPT_HEADERS) {
          const value = res.headers.get(name);
          if (value !== null) headers[name] = value;
        }
        if (body.byteLength <= cache.maxBodyBytes) cache.set(key, { body, headers }, tags, body.byteLength, started);
        const fresh = new Response(body, res);
        fresh.headers.set(CACHE_TAGS_HEADER, headers[CACHE_TAGS_HEADER]!);
        c.res = fresh;
      }
      // On the answer's own headers: `c.header()` now would rebuild it as a stream.
      c.res.headers.set('X-Cache', 'MISS');
    } finally {
      done();
    }
  };
}

type PostLike = { id: number; user: { id: number } };

const tagsOfPosts = (posts: readonly PostLike[]) => posts.flatMap(postTags);

const idParam = (c: Context<AppEnv>) => Number(c.req.param('id'));

/** A list of posts (news, trends, search): which posts it holds, and each post. */
export const postListTags: TagsOf = (body) => [cacheTag.posts, ...tagsOfPosts(body as PostLike[])];

/** GET /posts: a list of one user's posts (?user=) or of any posts. */
export const filteredPostListTags: TagsOf = (body, c) => {
  const user = Number(c.req.query('user'));
  const list = Number.isSafeInteger(user) && user > 0 ? cacheTag.postsBy(user) : cacheTag.posts;
  return [list, ...tagsOfPosts(body as PostLike[])];
};

/** GET /posts/{id}. */
export const onePostTags: TagsOf = (body) => postTags(body as PostLike);

/** GET /posts/timelines: a chapter or caption write drops the list tag (postWriteTags), as does a new or deleted post. */
export const timelinesTags: TagsOf = () => [cacheTag.posts];

/** GET /posts/{id}/related: chosen by the post's own fields. */
export const relatedPostTags: TagsOf = (body, c) => [cacheTag.post(idParam(c)), ...postListTags(body, c)];

/** GET /search/results: library entries and posts. */
export const searchResultsTags: TagsOf = (body) => [
  cacheTag.posts,
  cacheTag.library,
  ...tagsOfPosts((body as { posts: PostLike[] }).posts),
];

/** Suggestions name library entries and post titles. */
export const suggestionTags: TagsOf = () => [cacheTag.posts, cacheTag.library];

/** GET /users/{id}/profile: the name, avatar and counts of a user. */
export const profileTags: TagsOf = (_body, c) => [cacheTag.user(idParam(c)), cacheTag.profile(idParam(c))];

/** The library's lists and entries. */
export const libraryTags: TagsOf = () => [cacheTag.library];
