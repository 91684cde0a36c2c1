import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../src/contract/enums';
import { effectsOf, nextStatus, type PaymentSignal } from '../../src/server/services/commerce/orders/state';

const SIGNALS: PaymentSignal[] = ['paid', 'failed', 'canceled', 'refunded'];
const run = (signals: PaymentSignal[], from: OrderStatus = 'pending') => signals.reduce(nextStatus, from);

/** Every ordering of a list (the signals are few). */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('order state machine', () => {
  it('moves a pending order to what the provider says', () => {
    expect(nextStatus('pending', 'paid')).toBe('paid');
    expect(nextStatus('pending', 'failed')).toBe('failed');
    expect(nextStatus('pending', 'canceled')).toBe('canceled');
    expect(nextStatus('pending', 'refunded')).toBe('refunded');
  });

  it('lets money received win over a failure or a cancellation, and keeps a paid order paid until refunded', () => {
    expect(nextStatus('failed', 'paid')).toBe('paid');
    expect(nextStatus('canceled', 'paid')).toBe('paid');
    expect(nextStatus('paid', 'failed')).toBe('paid');
    expect(nextStatus('paid', 'canceled')).toBe('paid');
    expect(nextStatus('paid', 'refunded')).toBe('refunded');
  });

  it('never leaves refunded, even for a late "paid"', () => {
    for (const signal of SIGNALS) expect(nextStatus('refunded', signal)).toBe('refunded');
  });

  it('is idempotent: a signal received twice changes nothing more', () => {
    for (const status of ORDER_STATUSES) {
      for (const signal of SIGNALS)
        expect(nextStatus(nextStatus(status, signal), signal)).toBe(nextStatus(status, signal));
    }
  });

  it('ends in the same state whatever order the signals arrive in', () => {
    const sets: PaymentSignal[][] = [
      ['paid', 'refunded'],
      ['paid', 'failed'],
      ['paid', 'canceled'],
      ['failed', 'canceled'],
      ['paid', 'failed', 'refunded'],
      SIGNALS,
    ];
    for (const set of sets) {
      const finals = new Set(permutations(set).map((order) => run(order)));
      expect([...finals], set.join(',')).toHaveLength(1);
    }
    expect(run(['refunded', 'paid'])).toBe('refunded');
    expect(run(['paid', 'refunded'])).toBe('refunded');
  });

  it('fulfils on entering paid and revokes on leaving it', () => {
    expect(effectsOf('pending', 'paid')).toEqual({ fulfil: true, revoke: false });
    expect(effectsOf('canceled', 'paid')).toEqual({ fulfil: true, revoke: false });
    expect(effectsOf('paid', 'paid')).toEqual({ fulfil: false, revoke: false });
    expect(effectsOf('paid', 'refunded')).toEqual({ fulfil: false, revoke: true });
    expect(effectsOf('pending', 'refunded')).toEqual({ fulfil: false, revoke: false });
    expect(effectsOf('pending', 'failed')).toEqual({ fulfil: false, revoke: false });
  });
});
