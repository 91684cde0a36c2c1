import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import type { Tx } from '../../../db/client';
import { paymentEvents, type orders } from '../../../db/schema';
import type { PaymentGateway } from '../payments/gateway';

/**
 * Money that arrived for a superseded checkout goes back to the buyer. The debt is written
 * in the same transaction that records the payment (a row of payment_events, the table of
 * payment effects done once), and paid back after it: a failed refund call stays owed, so
 * the provider's next delivery of the event (or the next check of the session) retries it.
 */
const OWED = 'hdx.superseded_payment.refund_owed';
const DONE = 'hdx.superseded_payment.refunded';
const debtId = (orderId: number) => `hdx_superseded_order_${orderId}`;

export const SUPERSEDED_REFUND_REASON = 'superseded_checkout';

/** The refund's idempotency key: one refund per payment, however often it is asked for. */
export const supersededRefundKey = (paymentIntentId: string) => `refund-superseded-${paymentIntentId}`;

export async function oweRefund(tx: Tx, orderId: number): Promise<void> {
  await tx
    .insert(paymentEvents)
    .values({ id: debtId(orderId), type: OWED })
    .onConflictDoNothing();
}

/** Refunds the order's payment if a refund is owed and not made yet. */
export async function payOwedRefund(
  deps: AppDeps,
  gateway: PaymentGateway,
  order: typeof orders.$inferSelect,
): Promise<void> {
  const [debt] = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.id, debtId(order.id)), eq(paymentEvents.type, OWED)));
  if (!debt || !order.paymentIntentId) return;
  const context = { orderId: order.id, sessionId: order.checkoutSessionId, paymentIntentId: order.paymentIntentId };
  let refundId: string;
  try {
    refundId = await gateway.refundPayment(
      { paymentIntentId: order.paymentIntentId, reason: SUPERSEDED_REFUND_REASON },
      supersededRefundKey(order.paymentIntentId),
    );
  } catch (error) {
    deps.logger.error({ ...context, err: error }, 'refund of a superseded checkout failed: it stays owed');
    throw error;
  }
  await deps.db
    .update(paymentEvents)
    .set({ type: DONE })
    .where(and(eq(paymentEvents.id, debt.id), eq(paymentEvents.type, OWED)));
  deps.logger.warn({ ...context, refundId }, 'payment for a superseded checkout refunded');
}
