import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { CheckoutStarted as Started } from '../../src/contract';
import { orders } from '../../src/server/db/schema';
import { CHECKOUT_MESSAGES } from '../../src/server/services/commerce/checkout';
import { mailerFor, type Mailer } from '../../src/server/services/mail/mailer';
import { supersededRefundKey } from '../../src/server/services/commerce/orders/superseded-payment';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { addToCart, grantsOf, json, orderRow, sellerWithPost, type Actor } from './checkout-helpers';
import { sessionCompletedEvent, StripeStub, WEBHOOK_SECRET } from './stripe-stub';

/**
 * One cart, one payment with Stripe: superseded sessions are expired, and money that still
 * arrives for one (webhook or return-page check) is refunded, logged and never fulfilled.
 */

let t: TestApp;
let stub: StripeStub;
let sent: MockInstance<Mailer['send']>;
let warned: MockInstance;
beforeAll(async () => {
  stub = await StripeStub.start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_hdx',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stub.url,
    PUBLIC_URL: 'https://hdx.example',
  });
  // Counted when queued: the receipt is sent in the background, after the answer.
  sent = vi.spyOn(mailerFor(t.deps), 'send').mockResolvedValue();
  warned = vi.spyOn(t.deps.logger, 'warn');
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const deliver = (delivery: { payload: string; signature: string }) =>
  t.call('POST', '/api/stripe/webhook', {
    json: delivery.payload,
    headers: { 'Stripe-Signature': delivery.signature },
  });

const completed = (sessionId: string, orderId: number) =>
  sessionCompletedEvent(sessionId, orderId, `evt_completed_${sessionId}`);

const checkout = (buyer: Actor) => t.call('POST', '/api/checkout', { token: buyer.token });

async function buyerWithCart() {
  const a = await sellerWithPost(t, 1299, `acct_a_${Math.random().toString(36).slice(2, 10)}`);
  const b = await sellerWithPost(t, 499, `acct_b_${Math.random().toString(36).slice(2, 10)}`);
  const buyer = await signedInUser(t);
  await addToCart(t, buyer, a.post.id);
  await addToCart(t, buyer, b.post.id);
  return { buyer, postIds: [a.post.id, b.post.id].sort((x, y) => x - y) };
}

const refundsOf = (sessionId: string) =>
  stub.calls('POST /v1/refunds').filter((r) => r.params.payment_intent === `pi_for_${sessionId}`);
const receiptsTo = (email: string) =>
  sent.mock.calls.filter(([message]) => message.to === email && message.subject.startsWith('Your HDX receipt')).length;
const warnedAbout = (orderId: number, sessionId: string) =>
  warned.mock.calls.some(
    ([context]) =>
      typeof context === 'object' &&
      context !== null &&
      (context as { orderId?: number }).orderId === orderId &&
      (context as { sessionId?: string }).sessionId === sessionId,
  );

describe('a payment for a superseded Stripe session', () => {
  it('the older session is expired at Stripe; its completion is refunded (once), logged, never granted nor receipted; the newest is paid', async () => {
    const { buyer, postIds } = await buyerWithCart();
    const first = await json<Started>(await checkout(buyer));
    const second = await json<Started>(await checkout(buyer));
    expect(stub.calls(`POST /v1/checkout/sessions/${first.sessionId}/expire`)).toHaveLength(1);

    // The customer had paid the first session before the expiry reached Stripe.
    stub.completeSession(first.sessionId);
    const event = completed(first.sessionId, first.orderId);
    expect(await json(await deliver(event))).toEqual({ received: true, outcome: 'processed' });
    expect(await orderRow(t, first.orderId)).toMatchObject({
      status: 'refunded',
      paidAt: null,
      paymentIntentId: `pi_for_${first.sessionId}`,
    });
    const refunds = refundsOf(first.sessionId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toBe(supersededRefundKey(`pi_for_${first.sessionId}`));
    expect(refunds[0]!.params.amount).toBeUndefined();
    expect(warnedAbout(first.orderId, first.sessionId)).toBe(true);
    expect(await grantsOf(t, buyer.id)).toEqual([]);
    expect(receiptsTo(buyer.email)).toBe(0);

    // Replays, and the buyer's return page, change nothing and refund nothing more.
    expect(await json(await deliver(event))).toEqual({ received: true, outcome: 'duplicate' });
    const returned = await t.call('GET', `/api/checkout/sessions/${first.sessionId}`, { token: buyer.token });
    expect(await json(returned)).toMatchObject({ id: first.orderId, status: 'refunded' });
    expect(refundsOf(first.sessionId)).toHaveLength(1);

    stub.completeSession(second.sessionId);
    expect(await json(await deliver(completed(second.sessionId, second.orderId)))).toEqual({
      received: true,
      outcome: 'processed',
    });
    expect((await orderRow(t, second.orderId)).status).toBe('paid');
    expect(await grantsOf(t, buyer.id)).toEqual(postIds);
    expect(receiptsTo(buyer.email)).toBe(1);
    expect(refundsOf(second.sessionId)).toEqual([]);
  });

  it('found by the return-page check when the webhook is late: refunded, not fulfilled', async () => {
    const { buyer } = await buyerWithCart();
    const first = await json<Started>(await checkout(buyer));
    const second = await json<Started>(await checkout(buyer));
    stub.completeSession(first.sessionId);
    const res = await t.call('GET', `/api/checkout/sessions/${first.sessionId}`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: first.orderId, status: 'refunded', paidAt: null });
    expect(refundsOf(first.sessionId)).toHaveLength(1);
    expect(warnedAbout(first.orderId, first.sessionId)).toBe(true);
    expect(await grantsOf(t, buyer.id)).toEqual([]);
    expect((await orderRow(t, second.orderId)).status).toBe('pending');
  });

  it('a refund Stripe fails is owed: the webhook answers 500 and the redelivery refunds it', async () => {
    const { buyer } = await buyerWithCart();
    const first = await json<Started>(await checkout(buyer));
    await checkout(buyer);
    stub.completeSession(first.sessionId);
    const event = completed(first.sessionId, first.orderId);
    stub.failing.add('/v1/refunds');
    try {
      expect((await deliver(event)).status).toBe(500);
    } finally {
      stub.failing.delete('/v1/refunds');
    }
    expect((await orderRow(t, first.orderId)).status).toBe('refunded');
    expect(await json(await deliver(event))).toEqual({ received: true, outcome: 'duplicate' });
    const calls = refundsOf(first.sessionId);
    expect(new Set(calls.map((r) => r.idempotencyKey))).toEqual(
      new Set([supersededRefundKey(`pi_for_${first.sessionId}`)]),
    );
    // Paid back now: a later delivery asks for nothing more.
    const made = calls.length;
    await deliver(event);
    expect(refundsOf(first.sessionId)).toHaveLength(made);
    expect(await grantsOf(t, buyer.id)).toEqual([]);
  });

  it('20 checkouts at once, then every session completed: one order paid, every other payment refunded, one receipt, one grant per post', async () => {
    const { buyer, postIds } = await buyerWithCart();
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(buyer)));
    const started: Started[] = [];
    for (const res of answers) {
      const body = await json(res);
      if (res.status === 201) started.push(body as unknown as Started);
      else {
        expect(res.status).toBe(409);
        expect([CHECKOUT_MESSAGES.superseded, CHECKOUT_MESSAGES.inProgress]).toContain(body.message);
      }
    }
    const rows = await t.deps.db.select().from(orders).where(eq(orders.userId, buyer.id));
    const current = rows.filter((row) => row.status === 'pending');
    expect(current).toHaveLength(1);
    // Every other session Stripe opened was expired.
    for (const row of rows.filter((row) => row.status !== 'pending' && row.checkoutSessionId))
      expect(stub.calls(`POST /v1/checkout/sessions/${row.checkoutSessionId}/expire`).length).toBeGreaterThan(0);

    // Every session Stripe opened gets paid anyway (answered or not: a refused answer may follow a created session).
    const sessions = rows.flatMap((row) => (row.checkoutSessionId ? [row] : []));
    expect(sessions.length).toBeGreaterThanOrEqual(started.length);
    const deliveries = await Promise.all(
      sessions.map((row) => {
        stub.completeSession(row.checkoutSessionId!);
        return deliver(completed(row.checkoutSessionId!, row.id));
      }),
    );
    for (const res of deliveries) expect(res.status).toBe(200);
    const after = await t.deps.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(after.filter((row) => row.status === 'paid').map((row) => row.id)).toEqual([current[0]!.id]);
    const others = after.filter((row) => row.checkoutSessionId && row.id !== current[0]!.id);
    for (const row of others) {
      expect(row.status).toBe('refunded');
      expect(refundsOf(row.checkoutSessionId!)).toHaveLength(1);
    }
    expect(refundsOf(current[0]!.checkoutSessionId!)).toEqual([]);
    expect(await grantsOf(t, buyer.id)).toEqual(postIds);
    expect(receiptsTo(buyer.email)).toBe(1);
  });
});
