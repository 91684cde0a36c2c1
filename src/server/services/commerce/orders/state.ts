import type { OrderStatus } from '../../../../contract/enums';

/** What the payment provider (or the test checkout) says happened to an order's payment. */
export type PaymentSignal = 'paid' | 'failed' | 'canceled' | 'refunded';

/**
 * The order state machine. Signals may arrive twice or out of order (webhooks), so a
 * signal only ever moves an order up this ladder, never down: the final state is the
 * highest one received, whatever the order of arrival.
 * - money received wins over a failure or a cancellation (the customer was charged);
 * - a cancellation (the session expired) closes a failed attempt;
 * - a refund is final: nothing brings a refunded order back, even a late "paid".
 */
const LADDER: readonly OrderStatus[] = ['pending', 'failed', 'canceled', 'paid', 'refunded'];

/** Each signal names the status it leads to. */
export function nextStatus(current: OrderStatus, signal: PaymentSignal): OrderStatus {
  return LADDER.indexOf(signal) > LADDER.indexOf(current) ? signal : current;
}

/**
 * What money received for an order does: `fulfil` it (paid, access, receipt), hand it back
 * (`refund`: the order was superseded by a newer checkout of the buyer, or canceled, so
 * another order is the one to pay), or nothing (`none`: already paid or refunded, a replay).
 * Only the buyer's newest order can be paid: a newer checkout cancels the older ones.
 */
export type PaymentOutcome = 'fulfil' | 'refund' | 'none';

export function paymentOutcome(current: OrderStatus, superseded: boolean): PaymentOutcome {
  if (current === 'paid' || current === 'refunded') return 'none';
  if (current === 'canceled' || superseded) return 'refund';
  return 'fulfil';
}

export interface TransitionEffects {
  /** Access granted, transfers created, cart emptied, receipt sent. */
  fulfil: boolean;
  /** Access revoked and transfers reversed. */
  revoke: boolean;
}

export function effectsOf(from: OrderStatus, to: OrderStatus): TransitionEffects {
  return {
    fulfil: from !== 'paid' && to === 'paid',
    revoke: from === 'paid' && to !== 'paid',
  };
}
