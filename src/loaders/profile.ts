import { CACHE_TAGS_HEADER, formatCacheTags, parseCacheTags } from '../contract/cache-tags';
import { ApiError } from '../lib/api/error';
import type { Post, PublicProfile } from '../contract';
import { serverApi } from '../lib/api/server';
import { PAGE_SIZE } from '../features/engagement/profile/use-post-pages';

export interface ProfileData {
  profile: PublicProfile;
  posts: Post[];
  total: number;
  /** The cache tags of what the page shows (its API answers' `X-Cache-Tags`), for the page cache. */
  cacheTags: string;
}

/** Request time (on-demand page): the public profile and the first page of posts; null for 404. */
export async function loadProfile(id: number): Promise<ProfileData | null> {
  const [profile, posts] = await Promise.all([
    serverApi(`GET /users/${id}/profile`),
    serverApi('GET /posts', { query: { user: id, itemsPerPage: PAGE_SIZE } }),
  ]);
  if (profile.status === 404 || posts.status === 404) return null;
  if (!profile.ok)
    throw new ApiError(`GET /users/${id}/profile failed: ${profile.status} ${profile.statusText}`.trim(), profile);
  if (!posts.ok) throw new ApiError(`GET /posts failed: ${posts.status} ${posts.statusText}`.trim(), posts);
  return {
    profile: profile.data,
    posts: posts.data,
    total: Number(posts.headers.get('X-Total-Count') ?? posts.data.length),
    cacheTags: formatCacheTags(
      parseCacheTags(profile.headers.get(CACHE_TAGS_HEADER), posts.headers.get(CACHE_TAGS_HEADER)),
    ),
  };
}
