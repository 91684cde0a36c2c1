import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accessGrants, orderLines, orders, packagePosts, posts } from '../../db/schema';

/** What one buyer gets back when an admin removes a post they paid for. */
export interface BuyerRefund {
  orderId: number;
  userId: number;
  /** The order line that sold the post (the post itself, or a package holding it); null when none is left. */
  lineId: number | null;
  paymentIntentId: string | null;
  amountCents: number;
  /** The refund gives back the whole order: it becomes refunded. */
  wholeOrder: boolean;
  title: string;
}

/** One stable key per refund, so a retried removal never refunds twice. */
export const refundKeyOf = (postId: number, refund: Pick<BuyerRefund, 'orderId' | 'lineId'>) =>
  refund.lineId === null
    ? `remove-post-${postId}-order-${refund.orderId}`
    : `remove-post-${postId}-line-${refund.lineId}`;

/**
 * The buyers of a post (paid orders whose access grants hold it) and what each is owed:
 * the price of its order line, or for a package, the post's share of the package price
 * (in proportion to the posts' own prices, rounded down to the cent).
 */
export async function refundPlan(db: Executor, postId: number): Promise<BuyerRefund[]> {
  const [post] = await db
    .select({ title: posts.title, priceCents: posts.priceCents })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post) return [];
  const buyers = await db
    .selectDistinct({
      orderId: orders.id,
      userId: orders.userId,
      paymentIntentId: orders.paymentIntentId,
      totalCents: orders.totalCents,
    })
    .from(accessGrants)
    .innerJoin(orders, eq(orders.id, accessGrants.orderId))
    .where(and(eq(accessGrants.postId, postId), eq(orders.status, 'paid')))
    .orderBy(orders.id);
  if (buyers.length === 0) return [];
  const lines = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      postId: orderLines.postId,
      packageId: orderLines.packageId,
      priceCents: orderLines.priceCents,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        buyers.map((buyer) => buyer.orderId),
      ),
    )
    .orderBy(orderLines.id);
  const packageIds = [...new Set(lines.flatMap((line) => (line.packageId === null ? [] : [line.packageId])))];
  const packageTotals = packageIds.length
    ? await db
        .select({
          packageId: packagePosts.packageId,
          holds: sql<boolean>`bool_or(${posts.id} = ${postId})`,
          sumCents: sql<number>`sum(${posts.priceCents})::int`,
          count: sql<number>`count(*)::int`,
        })
        .from(packagePosts)
        .innerJoin(posts, eq(posts.id, packagePosts.postId))
        .where(inArray(packagePosts.packageId, packageIds))
        .groupBy(packagePosts.packageId)
    : [];
  const shareOf = (line: (typeof lines)[number]): number | null => {
    const totals = packageTotals.find((row) => row.packageId === line.packageId && row.holds);
    if (!totals) return null;
    return totals.sumCents > 0
      ? Math.floor((line.priceCents * post.priceCents) / totals.sumCents)
      : Math.floor(line.priceCents / totals.count);
  };

  return buyers.map((buyer) => {
    const own = lines.filter((line) => line.orderId === buyer.orderId);
    const direct = own.find((line) => line.postId === postId);
    const packaged = direct ? undefined : own.find((line) => line.packageId !== null && shareOf(line) !== null);
    const amountCents = direct ? direct.priceCents : packaged ? shareOf(packaged)! : 0;
    return {
      orderId: buyer.orderId,
      userId: buyer.userId,
      lineId: (direct ?? packaged)?.id ?? null,
      paymentIntentId: buyer.paymentIntentId,
      amountCents,
      wholeOrder: amountCents > 0 && amountCents === buyer.totalCents,
      title: post.title,
    };
  });
}
