import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accessGrants, orders } from '../../db/schema';

/** Posts among `postIds` the user may watch in full because a paid order granted them. */
export async function grantedPostIds(db: Executor, userId: number, postIds: readonly number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ postId: accessGrants.postId })
    .from(accessGrants)
    .innerJoin(orders, eq(orders.id, accessGrants.orderId))
    .where(and(eq(accessGrants.userId, userId), inArray(accessGrants.postId, [...postIds]), eq(orders.status, 'paid')));
  return new Set(rows.map((row) => row.postId));
}

export async function hasGrant(db: Executor, userId: number, postId: number): Promise<boolean> {
  return (await grantedPostIds(db, userId, [postId])).has(postId);
}
