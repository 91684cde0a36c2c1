import { isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postTakedowns, posts } from '../../db/schema';

/** What the Node server must hide of the published content it shows, read from the database. */
export interface TakedownState {
  /** Posts deleted since the last publish read its content: their pages answer 404. */
  readonly deleted: ReadonlySet<number>;
  /** Posts withdrawn from sale (at any time): their pages answer 404 except to their buyers, author and admins. */
  readonly withdrawn: ReadonlySet<number>;
  /** Posts the published content still holds: every takedown since the last publish read it (the pages hide them). */
  readonly unlisted: ReadonlySet<number>;
}

export const NO_TAKEDOWNS: TakedownState = {
  deleted: new Set(),
  withdrawn: new Set(),
  unlisted: new Set(),
};

export async function loadTakedowns(db: Executor): Promise<TakedownState> {
  const [rows, withdrawnRows] = await Promise.all([
    db.select({ postId: postTakedowns.postId, kind: postTakedowns.kind }).from(postTakedowns),
    db.select({ id: posts.id }).from(posts).where(isNotNull(posts.withdrawnAt)),
  ]);
  return {
    deleted: new Set(rows.filter((row) => row.kind === 'deleted').map((row) => row.postId)),
    withdrawn: new Set(withdrawnRows.map((row) => row.id)),
    unlisted: new Set(rows.map((row) => row.postId)),
  };
}
