import { inArray } from 'drizzle-orm';
import type { Executor } from '../../src/server/db/client';
import { postTakedowns } from '../../src/server/db/schema';

/** The takedown rows of `postIds` (all of them when absent), by post. */
export function takedownRows(db: Executor, postIds?: number[]) {
  return db
    .select()
    .from(postTakedowns)
    .where(postIds ? inArray(postTakedowns.postId, postIds) : undefined)
    .orderBy(postTakedowns.postId);
}
