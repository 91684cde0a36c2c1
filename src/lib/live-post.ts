import { CACHE_TAGS_HEADER } from '../contract/cache-tags';
import { ApiError } from './api/error';
import type { PostDetail } from '../contract';
import { serverApi } from './api/server';

/** GET /posts/{id} at request time (with its captions and chapters), with the answer's cache tags; null when the API answers 404. */
export async function fetchLivePost(id: number): Promise<{ post: PostDetail; cacheTags: string | null } | null> {
  const result = await serverApi(`GET /posts/${id}`);
  if (result.ok) return { post: result.data, cacheTags: result.headers.get(CACHE_TAGS_HEADER) };
  if (result.status === 404) return null;
  throw new ApiError(`GET /posts/${id} failed: ${result.status} ${result.statusText}`.trim(), result);
}
