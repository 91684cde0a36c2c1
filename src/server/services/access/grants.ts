import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accessGrants, orders, packagePosts } from '../../db/schema';

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

/** True when the package has posts and the user already owns every one of them. */
export async function ownsWholePackage(db: Executor, userId: number, packageId: number): Promise<boolean> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      owned: sql<number>`count(*) filter (where exists (select 1 from ${accessGrants} g join ${orders} o on o.id = g.order_id where g.user_id = ${userId} and g.post_id = ${packagePosts.postId} and o.status = 'paid'))::int`,
    })
    .from(packagePosts)
    .where(eq(packagePosts.packageId, packageId));
  return Boolean(row && row.total > 0 && row.owned === row.total);
}
