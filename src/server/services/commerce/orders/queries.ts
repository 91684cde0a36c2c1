import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { centsToPrice } from '../../../../contract/price';
import type { Executor } from '../../../db/client';
import { orderLines, orders, packagePosts, posts, transfers, users } from '../../../db/schema';
import type { OrderStatus } from '../../../../contract/enums';

export interface OrderLineView {
  id: number;
  kind: 'post' | 'package';
  postId: number | null;
  packageId: number | null;
  title: string;
  price: string;
  /** What the line lets the buyer watch (the post, or the package's posts). */
  posts: { id: number; title: string }[];
}

export interface OrderView {
  id: number;
  userId: number;
  status: OrderStatus;
  total: string;
  currency: string;
  createdAt: string;
  paidAt: string | null;
  lines: OrderLineView[];
}

type OrderRow = typeof orders.$inferSelect;

/** The statuses of an order that was paid. */
const PURCHASED: OrderStatus[] = ['paid', 'refunded'];

async function viewsOf(db: Executor, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const postIds = lines.flatMap((line) => (line.postId === null ? [] : [line.postId]));
  const packageIds = lines.flatMap((line) => (line.packageId === null ? [] : [line.packageId]));
  const [direct, packaged] = await Promise.all([
    postIds.length ? db.select({ id: posts.id, title: posts.title }).from(posts).where(inArray(posts.id, postIds)) : [],
    packageIds.length
      ? db
          .select({ packageId: packagePosts.packageId, id: posts.id, title: posts.title })
          .from(packagePosts)
          .innerJoin(posts, eq(posts.id, packagePosts.postId))
          .where(inArray(packagePosts.packageId, packageIds))
          .orderBy(asc(posts.title))
      : [],
  ]);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    status: row.status,
    total: centsToPrice(row.totalCents),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        id: line.id,
        kind: line.packageId === null && line.postId !== null ? ('post' as const) : ('package' as const),
        postId: line.postId,
        packageId: line.packageId,
        title: line.title,
        price: centsToPrice(line.priceCents),
        posts:
          line.postId !== null
            ? direct.filter((post) => post.id === line.postId).map(({ id, title }) => ({ id, title }))
            : packaged.filter((item) => item.packageId === line.packageId).map(({ id, title }) => ({ id, title })),
      })),
  }));
}

export async function getOrder(db: Executor, id: number): Promise<OrderView | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  return (await viewsOf(db, rows))[0] ?? null;
}

export async function orderBySession(db: Executor, sessionId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
  return row ?? null;
}

/**
 * A buyer's purchases, newest first: the orders that took money (paid, and paid then
 * refunded). Checkouts left unpaid (pending, abandoned or superseded ones marked canceled,
 * failed payments) charged nothing and are not the buyer's orders (docs/decisions/2026-11-25-orders-and-library.md).
 */
export async function listOrders(db: Executor, userId: number): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, PURCHASED)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
  return viewsOf(db, rows);
}

export interface SaleView {
  orderId: number;
  lineId: number;
  title: string;
  price: string;
  fee: string;
  net: string;
  status: OrderStatus;
  buyer: string;
  paidAt: string | null;
  /** paid: transferred to the seller's Stripe account; pending: not yet; reversed: after a refund; held: no connected account. */
  payout: 'paid' | 'pending' | 'reversed' | 'held';
}

/** What a seller sold: lines of paid (and later refunded) orders, newest first. */
export async function listSales(db: Executor, sellerId: number): Promise<SaleView[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      lineId: orderLines.id,
      title: orderLines.title,
      priceCents: orderLines.priceCents,
      feeCents: orderLines.feeCents,
      status: orders.status,
      buyer: sql<string>`${users.username}::text`,
      paidAt: orders.paidAt,
      transferId: transfers.stripeTransferId,
      reversedAt: transfers.reversedAt,
      hasTransfer: sql<boolean>`${transfers.id} is not null`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(transfers, and(eq(transfers.orderId, orders.id), eq(transfers.sellerId, sellerId)))
    .where(and(eq(orderLines.sellerId, sellerId), isNotNull(orders.paidAt), inArray(orders.status, PURCHASED)))
    .orderBy(desc(orders.paidAt), desc(orderLines.id))
    .limit(200);
  return rows.map((row) => ({
    orderId: row.orderId,
    lineId: row.lineId,
    title: row.title,
    price: centsToPrice(row.priceCents),
    fee: centsToPrice(row.feeCents),
    net: centsToPrice(row.priceCents - row.feeCents),
    status: row.status,
    buyer: row.buyer,
    paidAt: row.paidAt?.toISOString() ?? null,
    payout: !row.hasTransfer ? 'held' : row.reversedAt ? 'reversed' : row.transferId ? 'paid' : 'pending',
  }));
}
