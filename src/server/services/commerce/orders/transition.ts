import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import type { Tx } from '../../../db/client';
import { lockFor } from '../../../db/locks';
import { orders, paymentEvents } from '../../../db/schema';
import type { OrderStatus } from '../../../../contract/enums';
import { fulfil, revoke } from './effects';
import { sendReceipt } from './receipt-mail';
import { settleOrder } from './settle';
import { effectsOf, nextStatus, paymentOutcome, type PaymentSignal } from './state';
import { oweRefund } from './superseded-payment';

export interface PaymentEvent {
  signal: PaymentSignal;
  paymentIntentId?: string | null | undefined;
  chargeId?: string | null | undefined;
  /**
   * The money is not taken yet (the built-in test checkout charges only once the order
   * accepts it): a payment the order cannot take is refused, never refunded.
   */
  refuseUnwanted?: boolean;
}

export interface ProviderEvent {
  id: string;
  type: string;
}

export interface TransitionResult {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  /** The provider event was processed before: nothing changed. */
  duplicate: boolean;
  /** With `refuseUnwanted`: why the payment was turned away (nothing changed). */
  refused?: 'superseded' | 'closed';
  /** Money arrived for a superseded order: it is recorded as refunded and handed back. */
  refundOwed?: boolean;
}

/** A newer checkout of the same buyer exists: it, not this order, is the one to pay. */
async function isSuperseded(tx: Tx, order: { id: number; userId: number }): Promise<boolean> {
  const [newer] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), gt(orders.id, order.id)))
    .limit(1);
  return newer !== undefined;
}

/**
 * The one way an order's payment state changes (webhook, test checkout, return-page
 * check): records the provider event once, moves the order through the state machine
 * and applies the effects in one transaction; then pays out or reverses (idempotent, so
 * a failure is retried by the provider's next delivery) and sends the receipt once.
 * Money for an order that a newer checkout superseded is never fulfilled: the order is
 * recorded as refunded and the payment handed back (or, with `refuseUnwanted`, refused).
 */
export async function applyPaymentEvent(
  deps: AppDeps,
  orderId: number,
  event: PaymentEvent,
  providerEvent?: ProviderEvent,
): Promise<TransitionResult | null> {
  let sessionId: string | null = null;
  const result = await deps.db.transaction(async (tx): Promise<TransitionResult | null> => {
    if (providerEvent) {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ id: providerEvent.id, type: providerEvent.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) {
        const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
        return order ? { orderId, from: order.status, to: order.status, duplicate: true } : null;
      }
    }
    const [owner] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    if (!owner) return null;
    // The buyer's checkouts and payments run one at a time: a payment sees whether a newer
    // checkout superseded its order, and a checkout sees what was paid (startCheckout).
    await lockFor(tx, 'checkout', owner.userId);
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return null;
    let to = nextStatus(order.status, event.signal);
    let refundOwed = false;
    if (event.signal === 'paid') {
      const outcome = paymentOutcome(order.status, await isSuperseded(tx, order));
      if (event.refuseUnwanted && (outcome !== 'fulfil' || order.status !== 'pending')) {
        const refused = outcome === 'refund' ? ('superseded' as const) : ('closed' as const);
        return { orderId, from: order.status, to: order.status, duplicate: false, refused };
      }
      if (outcome === 'refund' && !(event.paymentIntentId ?? order.paymentIntentId)) {
        deps.logger.error(
          { orderId, sessionId: order.checkoutSessionId },
          'payment for a superseded checkout without a payment intent: refund it by hand',
        );
        return { orderId, from: order.status, to: order.status, duplicate: false };
      }
      to = outcome === 'fulfil' ? 'paid' : outcome === 'refund' ? 'refunded' : order.status;
      refundOwed = outcome === 'refund';
    }
    const effects = effectsOf(order.status, to);
    await tx
      .update(orders)
      .set({
        status: to,
        paymentIntentId: order.paymentIntentId ?? event.paymentIntentId ?? null,
        chargeId: order.chargeId ?? event.chargeId ?? null,
        ...(effects.fulfil ? { paidAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    if (effects.fulfil) await fulfil(tx, order);
    if (effects.revoke) await revoke(tx, order);
    if (refundOwed) await oweRefund(tx, orderId);
    sessionId = order.checkoutSessionId;
    return { orderId, from: order.status, to, duplicate: false, ...(refundOwed ? { refundOwed } : {}) };
  });
  if (!result) return null;
  if (result.refused) return result;
  if (result.refundOwed) {
    deps.logger.warn(
      { orderId, sessionId, paymentIntentId: event.paymentIntentId },
      'payment received for a superseded checkout: no access granted, refunding it',
    );
  }
  if (!result.duplicate && effectsOf(result.from, result.to).fulfil) {
    await sendReceipt(deps, orderId).catch((error: unknown) =>
      deps.logger.error({ err: error, orderId }, 'receipt not sent'),
    );
  }
  try {
    await settleOrder(deps, orderId);
  } catch (error) {
    // A webhook answers 500 so the provider delivers again (and the payout is retried);
    // elsewhere the order is already right and the next event or check settles it.
    if (providerEvent) throw error;
    deps.logger.error({ err: error, orderId }, 'payout not settled yet');
  }
  return result;
}
