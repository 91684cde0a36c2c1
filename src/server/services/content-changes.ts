import { cacheTag, type CacheTag } from '../../contract/cache-tags';
import type { AppDeps } from '../context';
import type { Tx } from '../db/client';
import { invalidate } from './cache';
import { markContentChanged } from './rebuilds/rebuild-manager';

/** What a new, changed or deleted post of `authorId` changes: the post, every list that may hold it, its author's counts. */
export function postWriteTags(postId: number, authorId: number): CacheTag[] {
  return [cacheTag.post(postId), cacheTag.posts, cacheTag.postsBy(authorId), cacheTag.profile(authorId)];
}

/** What a new name or avatar of user `id` changes: their profile and every answer showing one of their posts. */
export function userWriteTags(id: number): CacheTag[] {
  return [cacheTag.user(id), cacheTag.profile(id)];
}

/**
 * Runs a write to what static pages show (library, posts, authors' names and avatars) in one
 * transaction with the dashboard's "changed since the last publish" mark: a crash keeps both
 * or neither, and a write that throws (a 4xx refusal included) leaves no mark. Once committed,
 * the cached answers and pages showing what changed (`tags`, or the tags of the write's
 * result) are dropped. Likes, ratings and views do not come here: the islands refresh those
 * numbers live, so they never call for a rebuild (they invalidate their post's tag themselves).
 */
export async function writeContent<T>(
  deps: AppDeps,
  tags: readonly CacheTag[] | ((result: T) => readonly CacheTag[]),
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const value = await write(tx);
    await markContentChanged(tx);
    return value;
  });
  invalidate(deps, typeof tags === 'function' ? tags(result) : tags);
  return result;
}
