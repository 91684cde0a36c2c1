import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, transfers, users } from '../../src/server/db/schema';
import { connectSeller } from '../support/factories';
import { signedInUser } from '../support/auth';
import { SmtpPeer } from '../support/smtp-peer';
import { createTestApp, type TestApp } from '../support/test-app';
import { addToCart, eventually, grantsOf, json, orderRow, sellerWithPost } from './checkout-helpers';
import { sessionCompletedEvent, signedEvent, StripeStub, WEBHOOK_SECRET } from './stripe-stub';
import { mailSettled } from '../../src/server/services/mail/mailer';

let t: TestApp;
let stub: StripeStub;
let smtp: SmtpPeer;
beforeAll(async () => {
  stub = await StripeStub.start();
  smtp = await SmtpPeer.start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_hdx',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stub.url,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://hdx.example',
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([stub.close(), smtp.close()]);
});

const deliver = (delivery: { payload: string; signature: string }) =>
  t.call('POST', '/api/stripe/webhook', {
    json: delivery.payload,
    headers: { 'Stripe-Signature': delivery.signature },
  });

/** A buyer who started a Stripe checkout for a connected seller's post. */
async function pendingOrder() {
  const { seller, post } = await sellerWithPost(t, 1999, `acct_seller_${Math.random().toString(36).slice(2, 10)}`);
  const buyer = await signedInUser(t);
  await addToCart(t, buyer, post.id);
  const started = await json<{ orderId: number; sessionId: string; url: string }>(
    await t.call('POST', '/api/checkout', { token: buyer.token }),
  );
  return { seller, post, buyer, ...started };
}

const completed = sessionCompletedEvent;
const refunded = (sessionId: string, orderId: number, id?: string) =>
  signedEvent(
    'charge.refunded',
    {
      id: `ch_for_pi_for_${sessionId}`,
      object: 'charge',
      refunded: true,
      amount_refunded: 1999,
      payment_intent: `pi_for_${sessionId}`,
      metadata: { order_id: String(orderId) },
    },
    id ? { id } : {},
  );
const playbackAccess = async (postId: number, token: string) =>
  (await json<{ access: string }>(await t.call('GET', `/api/posts/${postId}/playback`, { token }))).access;

describe('POST /api/stripe/webhook', () => {
  it('answers 400 to a bad, missing or foreign signature and to a body changed after signing, changing nothing', async () => {
    const { orderId, sessionId } = await pendingOrder();
    const good = completed(sessionId, orderId);
    const cases = [
      { payload: good.payload, signature: 't=1,v1=deadbeef' },
      { payload: good.payload, signature: completed(sessionId, orderId).signature.replace(/v1=\w+/, 'v1=0000') },
      { payload: good.payload.replace('"paid"', '"paid" '), signature: good.signature },
      signedEvent('checkout.session.completed', JSON.parse(good.payload).data.object, { secret: 'whsec_someone_else' }),
    ];
    for (const delivery of cases) {
      const res = await deliver(delivery);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ message: 'Invalid Stripe signature' });
    }
    const unsigned = await t.call('POST', '/api/stripe/webhook', { json: good.payload });
    expect(unsigned.status).toBe(400);
    expect((await orderRow(t, orderId)).status).toBe('pending');
    expect(await t.deps.db.select().from(paymentEvents)).toEqual([]);
  });

  it('checkout.session.completed replayed 10 times (some at once): one fulfilment — paid, access, one transfer, one receipt', async () => {
    const { orderId, sessionId, buyer, post, seller } = await pendingOrder();
    const event = completed(sessionId, orderId, `evt_completed_${orderId}`);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ received: true, outcome: 'processed' });
    const replays = await Promise.all(Array.from({ length: 9 }, () => deliver(event)));
    for (const res of replays) expect(await json(res)).toEqual({ received: true, outcome: 'duplicate' });

    const order = await orderRow(t, orderId);
    expect(order).toMatchObject({
      status: 'paid',
      paymentIntentId: `pi_for_${sessionId}`,
      chargeId: `ch_for_pi_for_${sessionId}`,
    });
    expect(await grantsOf(t, buyer.id)).toEqual([post.id]);
    expect(await playbackAccess(post.id, buyer.token)).toBe('full');
    const created = stub.calls('POST /v1/transfers').filter((r) => r.params.transfer_group === `order_${orderId}`);
    expect(new Set(created.map((r) => r.idempotencyKey))).toEqual(
      new Set([`transfer-order-${orderId}-seller-${seller.id}`]),
    );
    const rows = await t.deps.db.select().from(transfers).where(eq(transfers.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sellerId: seller.id,
      amountCents: 1999 - 200,
      stripeTransferId: expect.stringMatching(/^tr_stub/),
    });
    expect(
      await t.deps.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.id, `evt_completed_${orderId}`)),
    ).toHaveLength(1);
    await eventually(
      () => smtp.messages.filter((m) => m.to.includes(buyer.email)).length,
      (n) => n > 0,
    );
    await mailSettled(t.deps);
    expect(smtp.messages.filter((m) => m.to.includes(buyer.email))).toHaveLength(1);
  });

  it('charge.refunded revokes access and reverses the transfer, once however often it arrives', async () => {
    const { orderId, sessionId, buyer, post } = await pendingOrder();
    await deliver(completed(sessionId, orderId));
    expect(await playbackAccess(post.id, buyer.token)).toBe('full');
    const [transfer] = await t.deps.db.select().from(transfers).where(eq(transfers.orderId, orderId));

    const refund = refunded(sessionId, orderId, `evt_refund_${orderId}`);
    for (let i = 0; i < 3; i++) expect((await deliver(refund)).status).toBe(200);
    expect((await orderRow(t, orderId)).status).toBe('refunded');
    expect(await grantsOf(t, buyer.id)).toEqual([]);
    expect(await playbackAccess(post.id, buyer.token)).toBe('preview');
    const reversals = stub.calls(`POST /v1/transfers/${transfer!.stripeTransferId}/reversals`);
    expect(new Set(reversals.map((r) => r.idempotencyKey))).toEqual(
      new Set([`reversal-${transfer!.stripeTransferId}`]),
    );
    expect(
      (await t.deps.db.select().from(transfers).where(eq(transfers.orderId, orderId)))[0]!.reversedAt,
    ).toBeInstanceOf(Date);
    // A late completion (a replay of Stripe's) does not bring the access back.
    await deliver(completed(sessionId, orderId));
    expect((await orderRow(t, orderId)).status).toBe('refunded');
    expect(await grantsOf(t, buyer.id)).toEqual([]);
  });

  it('a refund arriving before the completion leaves the same end state: refunded, nothing granted, nothing paid out', async () => {
    const { orderId, sessionId, buyer } = await pendingOrder();
    await deliver(refunded(sessionId, orderId));
    await deliver(completed(sessionId, orderId));
    expect((await orderRow(t, orderId)).status).toBe('refunded');
    expect(await grantsOf(t, buyer.id)).toEqual([]);
    expect(stub.calls('POST /v1/transfers').filter((r) => r.params.transfer_group === `order_${orderId}`)).toEqual([]);
  });

  it('an expired session cancels the pending order, a partial refund keeps the access, other events are acknowledged and ignored', async () => {
    const { orderId, sessionId } = await pendingOrder();
    const expired = await deliver(
      signedEvent('checkout.session.expired', {
        id: sessionId,
        object: 'checkout.session',
        status: 'expired',
        payment_status: 'unpaid',
        metadata: { order_id: String(orderId) },
      }),
    );
    expect(await json(expired)).toEqual({ received: true, outcome: 'processed' });
    expect((await orderRow(t, orderId)).status).toBe('canceled');

    const other = await pendingOrder();
    await deliver(completed(other.sessionId, other.orderId));
    const partial = signedEvent('charge.refunded', {
      id: `ch_for_pi_for_${other.sessionId}`,
      object: 'charge',
      refunded: false,
      amount_refunded: 500,
      payment_intent: `pi_for_${other.sessionId}`,
      metadata: {},
    });
    expect(await json(await deliver(partial))).toEqual({ received: true, outcome: 'ignored' });
    expect((await orderRow(t, other.orderId)).status).toBe('paid');
    expect(await json(await deliver(signedEvent('customer.created', { id: 'cus_1', object: 'customer' })))).toEqual({
      received: true,
      outcome: 'ignored',
    });
  });

  it('account.updated marks the seller connected once Stripe says the account can be paid', async () => {
    const user = await signedInUser(t);
    await connectSeller(t.deps.db, user.id, 'acct_onboarding_1');
    await t.deps.db.update(users).set({ stripeChargesEnabled: false }).where(eq(users.id, user.id));
    stub.enabledAccounts.add('acct_onboarding_1');
    const res = await deliver(
      signedEvent('account.updated', { id: 'acct_onboarding_1', object: 'account', charges_enabled: true }),
    );
    expect(res.status).toBe(200);
    const [row] = await t.deps.db
      .select({ enabled: users.stripeChargesEnabled })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.enabled).toBe(true);
  });
});
