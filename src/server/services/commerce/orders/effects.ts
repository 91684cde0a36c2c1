import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import {
  accessGrants,
  cartPackages,
  cartPosts,
  carts,
  orderLines,
  packagePosts,
  transfers,
  users,
} from '../../../db/schema';
import { splitBySeller } from './fees';

interface OrderRef {
  id: number;
  userId: number;
}

/** The posts an order lets its buyer watch: its posts, and its packages' posts as they are now. */
async function boughtPostIds(tx: Tx, orderId: number): Promise<{ postIds: number[]; packageIds: number[] }> {
  const lines = await tx
    .select({ postId: orderLines.postId, packageId: orderLines.packageId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const packageIds = lines.flatMap((line) => (line.packageId === null ? [] : [line.packageId]));
  const packaged = packageIds.length
    ? await tx
        .select({ postId: packagePosts.postId })
        .from(packagePosts)
        .where(inArray(packagePosts.packageId, packageIds))
    : [];
  const postIds = new Set([
    ...lines.flatMap((line) => (line.postId === null ? [] : [line.postId])),
    ...packaged.map((row) => row.postId),
  ]);
  return { postIds: [...postIds], packageIds };
}

/** Paid: access to every bought post, a transfer row per connected seller, bought items out of the cart. */
export async function fulfil(tx: Tx, order: OrderRef): Promise<void> {
  const { postIds, packageIds } = await boughtPostIds(tx, order.id);
  if (postIds.length) {
    await tx
      .insert(accessGrants)
      .values(postIds.map((postId) => ({ userId: order.userId, postId, orderId: order.id })))
      .onConflictDoNothing();
  }

  const lines = await tx
    .select({ sellerId: orderLines.sellerId, priceCents: orderLines.priceCents, feeCents: orderLines.feeCents })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const shares = splitBySeller(lines).filter((share) => share.netCents > 0);
  if (shares.length) {
    // Sellers without a connected account (admins' demo content) are not paid out: the platform keeps it.
    const connected = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(
            users.id,
            shares.map((share) => share.sellerId),
          ),
          isNotNull(users.stripeConnectId),
          eq(users.stripeChargesEnabled, true),
        ),
      );
    const payable = shares.filter((share) => connected.some((row) => row.id === share.sellerId));
    if (payable.length) {
      await tx
        .insert(transfers)
        .values(payable.map((share) => ({ orderId: order.id, sellerId: share.sellerId, amountCents: share.netCents })))
        .onConflictDoNothing();
    }
  }

  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, order.userId), eq(carts.status, 'active')));
  if (!cart) return;
  if (postIds.length)
    await tx.delete(cartPosts).where(and(eq(cartPosts.cartId, cart.id), inArray(cartPosts.postId, postIds)));
  if (packageIds.length)
    await tx
      .delete(cartPackages)
      .where(and(eq(cartPackages.cartId, cart.id), inArray(cartPackages.packageId, packageIds)));
  // An emptied cart is closed; the next add opens a new one.
  await tx.execute(sql`
    update ${carts} set status = 'ordered'
    where id = ${cart.id}
      and not exists (select 1 from ${cartPosts} where cart_id = ${cart.id})
      and not exists (select 1 from ${cartPackages} where cart_id = ${cart.id})`);
}

/** Refunded: the order's access goes (transfers are reversed after the transaction). */
export async function revoke(tx: Tx, order: OrderRef): Promise<void> {
  await tx.delete(accessGrants).where(eq(accessGrants.orderId, order.id));
}
