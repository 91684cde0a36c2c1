import { HTTPError } from 'ky';
import { api } from '../../lib/api-client';
import type { Post } from '../../lib/types';
import type { PublicProfile } from './profile-counts';
import { PAGE_SIZE } from './use-post-pages';

export interface ProfileData {
  profile: PublicProfile;
  posts: Post[];
  total: number;
}

/** Request time (on-demand page): the public profile and the first page of posts; null for 404. */
export async function loadProfile(id: number): Promise<ProfileData | null> {
  try {
    const [profile, response] = await Promise.all([
      api.get(`users/${id}/profile`, { retry: 0 }).json<PublicProfile>(),
      api.get('posts', { searchParams: { user: id, itemsPerPage: PAGE_SIZE }, retry: 0 }),
    ]);
    const posts = await response.json<Post[]>();
    return { profile, posts, total: Number(response.headers.get('X-Total-Count') ?? posts.length) };
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}
