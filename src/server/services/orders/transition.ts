import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { orders, paymentEvents, type OrderStatus } from '../../db/schema';
import { fulfil, revoke } from './effects';
import { sendReceipt } from './receipt-mail';
import { settleOrder } from './settle';
import { effectsOf, nextStatus, type PaymentSignal } from './state';

export interface PaymentEvent {
  signal: PaymentSignal;
  paymentIntentId?: string | null | undefined;
  chargeId?: string | null | undefined;
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
}

/**
 * The one way an order's payment state changes (webhook, test checkout, return-page
 * check): records the provider event once, moves the order through the state machine
 * and applies the effects in one transaction; then pays out or reverses (idempotent, so
 * a failure is retried by the provider's next delivery) and sends the receipt once.
 */
export async function applyPaymentEvent(
  deps: AppDeps,
  orderId: number,
  event: PaymentEvent,
  providerEvent?: ProviderEvent,
): Promise<TransitionResult | null> {
  const result = await deps.db.transaction(async (tx) => {
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
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return null;
    const to = nextStatus(order.status, event.signal);
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
    return { orderId, from: order.status, to, duplicate: false };
  });
  if (!result) return null;
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
