import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { orders, transfers, users } from '../../../db/schema';
import { paymentGateway } from '../payments';
import { payOwedRefund } from './superseded-payment';

export const transferGroupOf = (orderId: number) => `order_${orderId}`;

/**
 * Brings the sellers' money in line with the order: a paid order's transfers are made
 * (funded by its charge, so they need not wait for the funds to settle), a refunded
 * order's transfers reversed, and money taken for a superseded checkout (refunded before
 * it was ever paid out) handed back. Safe to run any number of times: rows remember what was
 * done and every call carries an idempotency key derived from the row.
 */
export async function settleOrder(deps: AppDeps, orderId: number): Promise<void> {
  const gateway = paymentGateway(deps);
  if (!gateway) return;
  const { db } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;

  if (order.status === 'paid') {
    const pending = await db
      .select({
        id: transfers.id,
        sellerId: transfers.sellerId,
        amountCents: transfers.amountCents,
        destination: users.stripeConnectId,
      })
      .from(transfers)
      .leftJoin(users, eq(users.id, transfers.sellerId))
      .where(and(eq(transfers.orderId, orderId), isNull(transfers.stripeTransferId), isNull(transfers.reversedAt)));
    if (pending.length === 0) return;
    let chargeId = order.chargeId;
    if (!chargeId && order.paymentIntentId) {
      chargeId = await gateway.chargeOf(order.paymentIntentId);
      if (chargeId) await db.update(orders).set({ chargeId }).where(eq(orders.id, orderId));
    }
    if (!chargeId) {
      deps.logger.warn({ orderId }, 'paid order without a charge yet: transfers wait for the next event');
      return;
    }
    for (const row of pending) {
      if (!row.destination || row.sellerId === null) {
        deps.logger.warn({ orderId, sellerId: row.sellerId }, 'seller has no connected account: transfer held');
        continue;
      }
      const transferId = await gateway.createTransfer(
        {
          amountCents: row.amountCents,
          destination: row.destination,
          transferGroup: transferGroupOf(orderId),
          sourceTransaction: chargeId,
          orderId,
          sellerId: row.sellerId,
        },
        `transfer-order-${orderId}-seller-${row.sellerId}`,
      );
      await db
        .update(transfers)
        .set({ stripeTransferId: transferId })
        .where(and(eq(transfers.id, row.id), isNull(transfers.stripeTransferId)));
    }
    return;
  }

  if (order.status === 'refunded') {
    if (!order.paidAt) await payOwedRefund(deps, gateway, order);
    const open = await db
      .select({ id: transfers.id, stripeTransferId: transfers.stripeTransferId })
      .from(transfers)
      .where(and(eq(transfers.orderId, orderId), isNull(transfers.reversedAt)));
    for (const row of open) {
      if (row.stripeTransferId) await gateway.reverseTransfer(row.stripeTransferId, `reversal-${row.stripeTransferId}`);
      await db.update(transfers).set({ reversedAt: new Date() }).where(eq(transfers.id, row.id));
    }
  }
}
