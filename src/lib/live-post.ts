import { HTTPError } from 'ky';
import { api } from './api-client';
import type { Post } from './types';

/** A post id as it may appear in /videos/{id}: a positive integer, nothing else. */
export function parsePostId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** GET /posts/{id} at request time; null when the API answers 404. */
export async function fetchLivePost(id: number): Promise<Post | null> {
  try {
    return await api.get(`posts/${id}`, { retry: 0 }).json<Post>();
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}
