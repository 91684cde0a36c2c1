import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderLines, orders, packagePosts, posts } from '../../../db/schema';
import { grantedPostIds } from '../../access/grants';

/**
 * What a buyer already has, so nothing is charged twice: posts granted by a paid order
 * or on a line of one, packages on a line of a paid order.
 */

export async function boughtPostIds(db: Executor, userId: number, postIds: readonly number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const [granted, lines] = await Promise.all([
    grantedPostIds(db, userId, postIds),
    db
      .selectDistinct({ postId: orderLines.postId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'), inArray(orderLines.postId, [...postIds]))),
  ]);
  for (const line of lines) if (line.postId !== null) granted.add(line.postId);
  return granted;
}

export async function purchasedPackageIds(
  db: Executor,
  userId: number,
  packageIds: readonly number[],
): Promise<Set<number>> {
  if (packageIds.length === 0) return new Set();
  const lines = await db
    .selectDistinct({ packageId: orderLines.packageId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'), inArray(orderLines.packageId, [...packageIds])));
  return new Set(lines.flatMap((line) => (line.packageId === null ? [] : [line.packageId])));
}

export interface PackageContents {
  postIds: number[];
  /** One of its posts was withdrawn from sale: the package is no longer sold. */
  withdrawn: boolean;
}

/** The posts each package holds now. */
export async function packageContents(
  db: Executor,
  packageIds: readonly number[],
): Promise<Map<number, PackageContents>> {
  const contents = new Map<number, PackageContents>(packageIds.map((id) => [id, { postIds: [], withdrawn: false }]));
  if (packageIds.length === 0) return contents;
  const rows = await db
    .select({ packageId: packagePosts.packageId, postId: packagePosts.postId, withdrawnAt: posts.withdrawnAt })
    .from(packagePosts)
    .innerJoin(posts, eq(posts.id, packagePosts.postId))
    .where(inArray(packagePosts.packageId, [...packageIds]));
  for (const row of rows) {
    const entry = contents.get(row.packageId)!;
    entry.postIds.push(row.postId);
    if (row.withdrawnAt) entry.withdrawn = true;
  }
  return contents;
}

/** True when the package holds posts and the buyer has every one of them. */
export function ownsEveryPost(contents: PackageContents | undefined, bought: ReadonlySet<number>): boolean {
  return Boolean(contents && contents.postIds.length > 0 && contents.postIds.every((id) => bought.has(id)));
}

/** True when two packages hold a post in common. */
export function sharePosts(a: PackageContents | undefined, b: PackageContents | undefined): boolean {
  return Boolean(a && b && a.postIds.some((id) => b.postIds.includes(id)));
}
