import { createHash } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postTakedowns, posts } from '../../db/schema';

/** What the Node server must hide of the served release, read from the database. */
export interface TakedownState {
  /** Posts deleted since the served release read its content: their pages answer 404. */
  readonly deleted: ReadonlySet<number>;
  /** Posts withdrawn from sale (at any time): their pages answer 404 except to their buyers, author and admins. */
  readonly withdrawn: ReadonlySet<number>;
  /** Posts whose cards the served release's lists still show: every takedown since it read its content. */
  readonly unlisted: ReadonlySet<number>;
  /** Names `unlisted` (a hash of its sorted ids): the lists filtered without them are cached under it. */
  readonly unlistedKey: string;
}

export const NO_TAKEDOWNS: TakedownState = {
  deleted: new Set(),
  withdrawn: new Set(),
  unlisted: new Set(),
  unlistedKey: '',
};

export async function loadTakedowns(db: Executor): Promise<TakedownState> {
  const [rows, withdrawnRows] = await Promise.all([
    db.select({ postId: postTakedowns.postId, kind: postTakedowns.kind }).from(postTakedowns),
    db.select({ id: posts.id }).from(posts).where(isNotNull(posts.withdrawnAt)),
  ]);
  const unlisted = rows.map((row) => row.postId).sort((a, b) => a - b);
  return {
    deleted: new Set(rows.filter((row) => row.kind === 'deleted').map((row) => row.postId)),
    withdrawn: new Set(withdrawnRows.map((row) => row.id)),
    unlisted: new Set(unlisted),
    unlistedKey: createHash('sha1').update(unlisted.join(',')).digest('base64url').slice(0, 12),
  };
}
