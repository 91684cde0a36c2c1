import type { ResponseOf } from './api/endpoints';
import { serverApiOrThrow, type ServerGetOptions, type ServerRoute } from './api/server';
import type { Post } from './types';

export const POSTS_PAGE_SIZE = 100;

/** Where a build reads the API: the one its settings name over HTTP, or the dev server's API in-process. */
export type ContentSource = Pick<ServerGetOptions, 'base' | 'fetch'>;

/** A build repeats a GET when the API stumbles. */
const RETRIES = 3;
const PARALLEL_PAGES = 4;

/**
 * Every post, paging through GET /posts (100 a page, X-Total-Count gives the total),
 * a few pages at a time. Used by the build only.
 */
export async function fetchAllPosts(source: ContentSource = {}): Promise<Post[]> {
  const pageOf = (page: number) =>
    serverApiOrThrow('GET /posts', {
      ...source,
      retries: RETRIES,
      query: { page, itemsPerPage: POSTS_PAGE_SIZE, order: 'recent' },
    });
  const first = await pageOf(1);
  const total = Number(first.headers.get('X-Total-Count') ?? 0);
  const posts: Post[] = [...first.data];
  const pages = Math.ceil(total / POSTS_PAGE_SIZE);
  for (let start = 2; start <= pages; start += PARALLEL_PAGES) {
    const batch = [];
    for (let page = start; page < start + PARALLEL_PAGES && page <= pages; page++) {
      batch.push(pageOf(page).then((res) => res.data));
    }
    for (const items of await Promise.all(batch)) posts.push(...items);
  }
  // A post created while paging can shift a page: keep each id once.
  const seen = new Set<number>();
  return posts.filter((post) => (seen.has(post.id) ? false : (seen.add(post.id), true)));
}

/** Any list endpoint that answers a plain JSON array: `fetchList(source, 'GET /weapons')`. */
export async function fetchList<R extends ServerRoute>(source: ContentSource, route: R): Promise<ResponseOf<R>> {
  return (await serverApiOrThrow(route, { ...source, retries: RETRIES })).data;
}
