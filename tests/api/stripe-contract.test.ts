import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { addToCart, grantsOf, json, orderRow, sellerWithPost } from './checkout-helpers';
import { signedEvent, StripeStub, WEBHOOK_SECRET } from './stripe-stub';

/**
 * What the real `stripe` SDK sends to Stripe for HDX, checked on the wire against a
 * local stub (the SDK's host/port/protocol options, set from STRIPE_API_URL).
 */
let t: TestApp;
let stub: StripeStub;
beforeAll(async () => {
  stub = await StripeStub.start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_contract',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stub.url,
    PUBLIC_URL: 'https://hdx.example',
    PLATFORM_FEE_PERCENT: '10',
  });
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

describe('Stripe API contract', () => {
  it('Checkout Session: EUR, one line per item, return URLs, transfer group, order metadata, idempotency key', async () => {
    const { seller, post } = await sellerWithPost(t, 1299, 'acct_contract_a');
    const second = await insertPost(t.deps.db, {
      title: 'Krumphau against the Ochs',
      userId: seller.id,
      priceCents: 2500,
    });
    const buyer = await signedInUser(t);
    await addToCart(t, buyer, post.id);
    await addToCart(t, buyer, second.id);
    const res = await t.call('POST', '/api/checkout', { token: buyer.token });
    expect(res.status).toBe(201);
    const started = await json<{ url: string; orderId: number; sessionId: string }>(res);
    expect(started.url).toBe(`https://checkout.stripe.test/c/pay/${started.sessionId}`);

    const [call] = stub.calls('POST /v1/checkout/sessions');
    expect(call!.authorization).toBe('Bearer sk_test_contract');
    expect(call!.stripeVersion).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(call!.idempotencyKey).toBe(`checkout-order-${started.orderId}`);
    expect(call!.params).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1299',
      'line_items[0][price_data][product_data][name]': post.title,
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][currency]': 'eur',
      'line_items[1][price_data][unit_amount]': '2500',
      'line_items[1][price_data][product_data][name]': 'Krumphau against the Ochs',
      customer_email: buyer.email,
      client_reference_id: String(started.orderId),
      'metadata[order_id]': String(started.orderId),
      'metadata[user_id]': String(buyer.id),
      'payment_intent_data[transfer_group]': `order_${started.orderId}`,
      'payment_intent_data[metadata][order_id]': String(started.orderId),
      'payment_intent_data[metadata][user_id]': String(buyer.id),
      success_url: 'https://hdx.example/stripe-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `https://hdx.example/cancel?order=${started.orderId}`,
    });
    expect((await orderRow(t, started.orderId)).checkoutSessionId).toBe(started.sessionId);
  });

  it('transfers after payment: the charge of the payment intent, then one transfer per seller net of the fee, with source_transaction', async () => {
    const { seller, post } = await sellerWithPost(t, 2000, 'acct_contract_b');
    const buyer = await signedInUser(t);
    await addToCart(t, buyer, post.id);
    const started = await json<{ orderId: number; sessionId: string }>(
      await t.call('POST', '/api/checkout', { token: buyer.token }),
    );
    const session = stub.completeSession(started.sessionId);
    await deliver(signedEvent('checkout.session.completed', session));

    expect(stub.calls(`GET /v1/payment_intents/pi_for_${started.sessionId}`)).toHaveLength(1);
    const [transfer] = stub.calls('POST /v1/transfers').filter((r) => r.params.destination === 'acct_contract_b');
    expect(transfer!.idempotencyKey).toBe(`transfer-order-${started.orderId}-seller-${seller.id}`);
    expect(transfer!.params).toEqual({
      amount: '1800',
      currency: 'eur',
      destination: 'acct_contract_b',
      transfer_group: `order_${started.orderId}`,
      source_transaction: `ch_for_pi_for_${started.sessionId}`,
      'metadata[order_id]': String(started.orderId),
      'metadata[seller_id]': String(seller.id),
    });

    await deliver(
      signedEvent('charge.refunded', {
        id: `ch_for_pi_for_${started.sessionId}`,
        object: 'charge',
        refunded: true,
        payment_intent: `pi_for_${started.sessionId}`,
        metadata: {},
      }),
    );
    const reversals = stub.calls('POST /v1/transfers/*').filter((r) => r.path.endsWith('/reversals'));
    expect(reversals.at(-1)!.idempotencyKey).toMatch(/^reversal-tr_stub\d+$/);
  });

  it('the return page verifies the session with Stripe and fulfils a paid one before the webhook arrives', async () => {
    const { post } = await sellerWithPost(t, 900, 'acct_contract_c');
    const buyer = await signedInUser(t);
    await addToCart(t, buyer, post.id);
    const started = await json<{ orderId: number; sessionId: string }>(
      await t.call('POST', '/api/checkout', { token: buyer.token }),
    );
    const early = await json<{ status: string }>(
      await t.call('GET', `/api/checkout/sessions/${started.sessionId}`, { token: buyer.token }),
    );
    expect(early.status).toBe('pending');
    stub.completeSession(started.sessionId);
    const after = await json<{ status: string }>(
      await t.call('GET', `/api/checkout/sessions/${started.sessionId}`, { token: buyer.token }),
    );
    expect(after.status).toBe('paid');
    expect(await grantsOf(t, buyer.id)).toEqual([post.id]);
    expect(stub.calls(`GET /v1/checkout/sessions/${started.sessionId}`)).toHaveLength(2);
  });

  it('a new checkout expires the superseded session', async () => {
    const { post } = await sellerWithPost(t, 900, 'acct_contract_d');
    const buyer = await signedInUser(t);
    await addToCart(t, buyer, post.id);
    const first = await json<{ sessionId: string }>(await t.call('POST', '/api/checkout', { token: buyer.token }));
    await t.call('POST', '/api/checkout', { token: buyer.token });
    const [expire] = stub.calls(`POST /v1/checkout/sessions/${first.sessionId}/expire`);
    expect(expire!.idempotencyKey).toBe(`expire-${first.sessionId}`);
  });

  it('Connect Express onboarding: an express account with the transfers capability, then an onboarding account link back to /account', async () => {
    const seller = await signedInUser(t);
    const res = await t.call('POST', '/api/sellers/onboarding', { token: seller.token });
    expect(res.status).toBe(201);
    const body = await json<{ url: string; stripeConnectID: string }>(res);
    const [account] = stub.calls('POST /v1/accounts');
    expect(account!.idempotencyKey).toBe(`connect-account-user-${seller.id}`);
    expect(account!.params).toEqual({
      type: 'express',
      email: seller.email,
      'capabilities[transfers][requested]': 'true',
      'metadata[user_id]': String(seller.id),
    });
    const [link] = stub.calls('POST /v1/account_links');
    expect(link!.idempotencyKey).toMatch(new RegExp(`^account-link-${seller.id}-[0-9a-f-]{36}$`));
    expect(link!.params).toEqual({
      account: body.stripeConnectID,
      type: 'account_onboarding',
      refresh_url: 'https://hdx.example/account?seller=refresh',
      return_url: 'https://hdx.example/account?seller=return',
    });
    expect(body.url).toBe(`https://connect.stripe.test/setup/e/${body.stripeConnectID}/${body.url.split('/').at(-1)}`);

    // Resuming reuses the account; the status is read from Stripe until it can be paid.
    await t.call('POST', '/api/sellers/onboarding', { token: seller.token });
    expect(stub.calls('POST /v1/accounts')).toHaveLength(1);
    expect(await json(await t.call('GET', '/api/sellers/me', { token: seller.token }))).toEqual({
      stripeConnectID: body.stripeConnectID,
      chargesEnabled: false,
      mode: 'stripe',
    });
    stub.enabledAccounts.add(body.stripeConnectID);
    expect(await json(await t.call('GET', '/api/sellers/me', { token: seller.token }))).toMatchObject({
      chargesEnabled: true,
    });
    const [row] = await t.deps.db
      .select({ enabled: users.stripeChargesEnabled })
      .from(users)
      .where(eq(users.id, seller.id));
    expect(row!.enabled).toBe(true);
  });

  it('every request that changes something at Stripe carries an idempotency key', () => {
    const posts = stub.requests.filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThan(5);
    for (const request of posts) expect(request.idempotencyKey, request.path).toMatch(/^[\w-]+$/);
  });

  it('a Stripe failure answers 502, marks the order failed and keeps the cart', async () => {
    const { post } = await sellerWithPost(t, 900, 'acct_contract_e');
    const buyer = await signedInUser(t);
    await addToCart(t, buyer, post.id);
    stub.failing.add('/v1/checkout/sessions');
    try {
      const res = await t.call('POST', '/api/checkout', { token: buyer.token });
      expect(res.status).toBe(502);
      expect(await json(res)).toMatchObject({
        message: 'The payment service did not answer. Nothing was charged: please try again.',
      });
    } finally {
      stub.failing.delete('/v1/checkout/sessions');
    }
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(order!.status).toBe('failed');
    // Nothing was charged: the failed checkout is not listed among the buyer's orders.
    expect(await json(await t.call('GET', '/api/orders', { token: buyer.token }))).toEqual([]);
    const cart = await json<{ cartPosts: unknown[] }>(await t.call('GET', '/api/cart', { token: buyer.token }));
    expect(cart.cartPosts).toHaveLength(1);
  });
});
