import type { AppDeps } from '../context';
import type { Tx } from '../db/client';
import { contentChanged } from './cache';
import { markContentChanged } from './rebuilds/site-state';

/**
 * Runs a write to what static pages show (library, posts, authors' names and avatars) in one
 * transaction with the dashboard's "changed since the last publish" mark: a crash keeps both
 * or neither, and a write that throws (a 4xx refusal included) leaves no mark. Once committed,
 * the cached public lists are dropped. Likes, ratings and views do not come here: the islands
 * refresh those numbers live, so they never call for a rebuild.
 */
export async function writeContent<T>(deps: AppDeps, write: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const value = await write(tx);
    await markContentChanged(tx);
    return value;
  });
  contentChanged(deps);
  return result;
}
