import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStarted as Started, Order } from '../../src/contract';
import { orderLines, orders, transfers } from '../../src/server/db/schema';
import { seedAsset } from '../../src/server/db/seed/assets';
import { insertPost } from '../../src/server/db/seed/factories';
import { CART_MESSAGES } from '../../src/server/services/commerce/cart/rules';
import { CARD_MESSAGES } from '../../src/server/services/commerce/payments/test-cards';
import { TEST_CHECKOUT_MESSAGES } from '../../src/server/services/commerce/checkout/test-checkout';
import { signedInUser } from '../support/auth';
import { SmtpPeer } from '../support/smtp-peer';
import { createTestApp, type TestApp } from '../support/test-app';
import { addToCart, eventually, grantsOf, json, orderRow, sellerWithPost, type Actor } from './checkout-helpers';

let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await SmtpPeer.start();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://hdx.example', PLATFORM_FEE_PERCENT: '10' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const checkout = (user: Actor) => t.call('POST', '/api/checkout', { token: user.token });
const pay = (sessionId: string, number: string, extra: Record<string, string> = {}) =>
  t.call('POST', `/api/checkout/test/${sessionId}/pay`, {
    json: { number, expiry: '12/34', cvc: '123', name: 'Hans Talhoffer', ...extra },
  });

/** A buyer with two paid posts of two sellers in the cart. */
async function buyerWithCart() {
  const a = await sellerWithPost(t, 1299);
  const b = await sellerWithPost(t, 2499);
  const buyer = await signedInUser(t);
  await addToCart(t, buyer, a.post.id);
  await addToCart(t, buyer, b.post.id);
  return { buyer, a, b };
}

describe('POST /api/checkout', () => {
  it("answers 400 'Your cart is empty' without items, 401 without a bearer", async () => {
    const buyer = await signedInUser(t);
    const res = await checkout(buyer);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: CART_MESSAGES.emptyCart });
    expect((await t.call('POST', '/api/checkout')).status).toBe(401);
  });

  it('makes a pending order with one line per item, prices and 10 % fees in cents, and answers the test checkout URL', async () => {
    const { buyer, a, b } = await buyerWithCart();
    const res = await checkout(buyer);
    expect(res.status).toBe(201);
    const started = await json<Started>(res);
    expect(started.url).toBe(`/checkout/test/${started.sessionId}`);
    expect(started.sessionId).toMatch(/^cs_test_hdx_[\w-]{32}$/);
    const order = await orderRow(t, started.orderId);
    expect(order).toMatchObject({
      userId: buyer.id,
      status: 'pending',
      totalCents: 3798,
      currency: 'eur',
      checkoutSessionId: started.sessionId,
    });
    const lines = await t.deps.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.id);
    expect(lines.map((l) => [l.postId, l.sellerId, l.priceCents, l.feeCents])).toEqual([
      [a.post.id, a.seller.id, 1299, 130],
      [b.post.id, b.seller.id, 2499, 250],
    ]);
    const session = await json(await t.call('GET', `/api/checkout/test/${started.sessionId}`, { token: buyer.token }));
    expect(session).toMatchObject({
      orderId: order.id,
      open: true,
      total: '37.98',
      customerEmail: buyer.email,
      cancelUrl: `/cancel?order=${order.id}`,
    });
  });

  it('cancels the previous pending checkout of the buyer when a new one starts; paying the old one answers 409, nothing charged', async () => {
    const { buyer } = await buyerWithCart();
    const first = await json<Started>(await checkout(buyer));
    const second = await json<Started>(await checkout(buyer));
    expect((await orderRow(t, first.orderId)).status).toBe('canceled');
    expect((await orderRow(t, second.orderId)).status).toBe('pending');
    const closed = await pay(first.sessionId, '4242 4242 4242 4242');
    expect(closed.status).toBe(409);
    expect(await json(closed)).toMatchObject({ message: TEST_CHECKOUT_MESSAGES.superseded });
    expect(await orderRow(t, first.orderId)).toMatchObject({ status: 'canceled', paymentIntentId: null });
    expect(await grantsOf(t, buyer.id)).toEqual([]);
  });
});

describe('the built-in test checkout', () => {
  it('4242 4242 4242 4242: order paid, access granted, one transfer row per connected seller (net of the fee), cart emptied, receipt sent', async () => {
    const { buyer, a, b } = await buyerWithCart();
    const started = await json<Started>(await checkout(buyer));
    const res = await pay(started.sessionId, '4242 4242 4242 4242');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      status: 'paid',
      redirectUrl: `/stripe-success?session_id=${started.sessionId}`,
    });

    const order = await orderRow(t, started.orderId);
    expect(order.status).toBe('paid');
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order.chargeId).toMatch(/^ch_test_/);
    expect(await grantsOf(t, buyer.id)).toEqual([a.post.id, b.post.id].sort((x, y) => x - y));
    const rows = await t.deps.db
      .select()
      .from(transfers)
      .where(eq(transfers.orderId, order.id))
      .orderBy(transfers.amountCents);
    expect(rows.map((r) => [r.sellerId, r.amountCents])).toEqual([
      [a.seller.id, 1299 - 130],
      [b.seller.id, 2499 - 250],
    ]);
    expect(rows.every((r) => r.stripeTransferId?.startsWith('tr_test_'))).toBe(true);

    const cart = await json<{ cartPosts: unknown[] }>(await t.call('GET', '/api/cart', { token: buyer.token }));
    expect(cart.cartPosts).toEqual([]);
    const mail = await eventually(
      () => smtp.messages.find((m) => m.to.includes(buyer.email)),
      (m) => m !== undefined,
    );
    expect(mail?.subject).toBe(`Your HDX receipt — order #${order.id}`);
    expect(mail?.text).toContain('Total: 37.98 €');
    expect(mail?.text).toContain(`https://hdx.example/success?order=${order.id}`);

    const view = await json<Order>(
      await t.call('GET', `/api/checkout/sessions/${started.sessionId}`, { token: buyer.token }),
    );
    expect(view).toMatchObject({ id: order.id, status: 'paid', total: '37.98' });
    expect(view.lines[0]!.posts).toEqual([{ id: a.post.id, title: a.post.title }]);
    const again = await pay(started.sessionId, '4242 4242 4242 4242');
    expect(again.status).toBe(409);
    expect(smtp.messages.filter((m) => m.to.includes(buyer.email))).toHaveLength(1);
  });

  it('4000 0000 0000 0002: declined with 402 on the card field, the session stays open and then pays', async () => {
    const { buyer } = await buyerWithCart();
    const started = await json<Started>(await checkout(buyer));
    const res = await pay(started.sessionId, '4000 0000 0000 0002');
    expect(res.status).toBe(402);
    expect(await json(res)).toMatchObject({
      message: CARD_MESSAGES.declined,
      errors: { number: [CARD_MESSAGES.declined] },
    });
    const order = await orderRow(t, started.orderId);
    expect(order.status).toBe('pending');
    expect(order.paidAt).toBeNull();
    expect(await grantsOf(t, buyer.id)).toEqual([]);
    expect(await t.deps.db.select().from(transfers).where(eq(transfers.orderId, order.id))).toEqual([]);
    const cart = await json<{ cartPosts: unknown[] }>(await t.call('GET', '/api/cart', { token: buyer.token }));
    expect(cart.cartPosts).toHaveLength(2);
    expect(await json(await t.call('GET', '/api/orders', { token: buyer.token }))).toEqual([]);

    const paid = await pay(started.sessionId, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect((await orderRow(t, started.orderId)).status).toBe('paid');
  });

  it('refuses a wrong card number or expiry with 422 and the field, leaving the session open', async () => {
    const { buyer } = await buyerWithCart();
    const started = await json<Started>(await checkout(buyer));
    const wrong = await pay(started.sessionId, '4242 4242 4242 4241');
    expect(wrong.status).toBe(422);
    expect(await json(wrong)).toMatchObject({
      message: CARD_MESSAGES.invalidNumber,
      errors: { number: [CARD_MESSAGES.invalidNumber] },
    });
    const expired = await pay(started.sessionId, '4242 4242 4242 4242', { expiry: '01/20' });
    expect(expired.status).toBe(422);
    expect((await orderRow(t, started.orderId)).status).toBe('pending');
  });

  it("shows the buyer's e-mail to the buyer only: not to a visitor holding the session id, another user or an admin", async () => {
    const { buyer } = await buyerWithCart();
    const started = await json<Started>(await checkout(buyer));
    const other = await signedInUser(t);
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    const look = (token?: string) => t.call('GET', `/api/checkout/test/${started.sessionId}`, token ? { token } : {});

    const own = await look(buyer.token);
    expect(own.status).toBe(200);
    expect(await json(own)).toMatchObject({ orderId: started.orderId, open: true, customerEmail: buyer.email });
    for (const token of [undefined, other.token, admin.token]) {
      const res = await look(token);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({
        orderId: started.orderId,
        open: true,
        total: '37.98',
        customerEmail: null,
      });
      expect(text).not.toContain(buyer.email);
    }
    expect((await look('not-a-token')).status).toBe(401);
  });

  it('answers 404 for an unknown session, and only the buyer sees the order of a session', async () => {
    expect((await t.call('GET', '/api/checkout/test/cs_test_hdx_unknownsession')).status).toBe(404);
    expect((await pay('cs_test_hdx_unknownsession', '4242 4242 4242 4242')).status).toBe(404);
    const { buyer } = await buyerWithCart();
    const started = await json<Started>(await checkout(buyer));
    const other = await signedInUser(t);
    expect((await t.call('GET', `/api/checkout/sessions/${started.sessionId}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await t.call('GET', `/api/orders/${started.orderId}`, { token: other.token })).status).toBe(404);
  });
});

describe('access to a paid video', () => {
  it('full video by a short-lived signed URL for its buyer, author and admins; the poster and a preview for everyone else', async () => {
    const { seller } = await sellerWithPost(t);
    const key = `videos/u${seller.id}/AbCdEfGhIjKlMnOpQrStUv.mp4`;
    await t.deps.storage.put(key, fs.readFileSync(seedAsset('demo-clip.mp4')), 'video/mp4');
    const post = await insertPost(t.deps.db, {
      title: 'Paid clip',
      userId: seller.id,
      priceCents: 500,
      mediaKey: key,
      durationSeconds: 6,
      posterUrl: '/api/media/images/posters/poster-00000.webp',
    });
    const buyer = await signedInUser(t);
    const other = await signedInUser(t);
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    type Playback = {
      access: string;
      reason: string | null;
      videoUrl: string | null;
      previewUrl: string | null;
      previewSeconds: number | null;
      expiresAt: string | null;
      inCart: boolean;
    };
    const playback = async (token?: string) =>
      json<Playback>(await t.call('GET', `/api/posts/${post.id}/playback`, token ? { token } : {}));

    const visitor = await playback();
    expect(visitor).toMatchObject({
      access: 'preview',
      reason: null,
      videoUrl: null,
      previewSeconds: 2,
      inCart: false,
    });
    expect(visitor.previewUrl).toMatch(/^\/api\/media\/previews\/[\w-]{32}\.mp4$/);
    const preview = await t.call('GET', visitor.previewUrl!);
    expect(preview.status).toBe(200);
    expect(Number(preview.headers.get('Content-Length'))).toBeLessThan(fs.statSync(seedAsset('demo-clip.mp4')).size);
    expect((await playback(other.token)).access).toBe('preview');
    // The full file has no public address.
    const unsigned = await t.call('GET', `/api/media/${key}`);
    expect(unsigned.status).toBe(403);
    expect(await json(unsigned)).toMatchObject({ message: 'This video is for sale: buy it to watch it in full' });

    expect(await playback(seller.token)).toMatchObject({ access: 'full', reason: 'author' });
    expect(await playback(admin.token)).toMatchObject({ access: 'full', reason: 'admin' });

    await addToCart(t, buyer, post.id);
    expect((await playback(buyer.token)).inCart).toBe(true);
    const started = await json<Started>(await checkout(buyer));
    await pay(started.sessionId, '4242424242424242');
    const answer = await t.call('GET', `/api/posts/${post.id}/playback`, { token: buyer.token });
    // The address works only with the viewer cookie set alongside it (tests/api/media-viewer.test.ts).
    const viewerCookie = answer.headers.get('Set-Cookie')!.split(';')[0]!;
    const full = await json<Playback>(answer);
    expect(full).toMatchObject({ access: 'full', reason: 'buyer', previewUrl: null });
    expect(full.videoUrl).toMatch(new RegExp(`^/api/media/${key}\\?expires=\\d+&viewer=${buyer.id}&sig=[\\w-]{43}$`));
    expect(new Date(full.expiresAt!).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const withCookie = { Cookie: viewerCookie };
    const ranged = await t.call('GET', full.videoUrl!, { headers: { Range: 'bytes=0-99', ...withCookie } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('Cache-Control')).toMatch(/^private, max-age=\d+$/);
    const tampered = full.videoUrl!.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 3600}`);
    expect((await t.call('GET', tampered, { headers: withCookie })).status).toBe(403);
  });
});

describe('orders and sales', () => {
  it('lists only the purchases: checkouts left unpaid (superseded, pending) are not the buyer’s orders', async () => {
    const { buyer } = await buyerWithCart();
    const abandoned = await json<Started>(await checkout(buyer));
    const started = await json<Started>(await checkout(buyer));
    expect((await orderRow(t, abandoned.orderId)).status).toBe('canceled');
    expect(await json(await t.call('GET', '/api/orders', { token: buyer.token }))).toEqual([]);
    await pay(started.sessionId, '4242 4242 4242 4242');
    const mine = await json<Order[]>(await t.call('GET', '/api/orders', { token: buyer.token }));
    expect(mine.map((o) => [o.id, o.status])).toEqual([[started.orderId, 'paid']]);
  });

  it('lists the buyer’s orders and the seller’s sales with fee, net and payout', async () => {
    const { buyer, a } = await buyerWithCart();
    const started = await json<Started>(await checkout(buyer));
    await pay(started.sessionId, '4242 4242 4242 4242');
    const mine = await json<Order[]>(await t.call('GET', '/api/orders', { token: buyer.token }));
    expect(mine.map((o) => [o.id, o.status])).toEqual([[started.orderId, 'paid']]);
    const sales = await json<Record<string, unknown>[]>(
      await t.call('GET', '/api/orders/sales', { token: a.seller.token }),
    );
    expect(sales).toEqual([
      expect.objectContaining({
        orderId: started.orderId,
        title: a.post.title,
        price: '12.99',
        fee: '1.30',
        net: '11.69',
        status: 'paid',
        buyer: buyer.username,
        payout: 'paid',
      }),
    ]);
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, a.seller.id))).toEqual([]);
  });
});

describe('POST /api/stripe/webhook without STRIPE_WEBHOOK_SECRET', () => {
  it('answers 503: events cannot be verified', async () => {
    const res = await t.call('POST', '/api/stripe/webhook', {
      json: '{"id":"evt_1"}',
      headers: { 'Stripe-Signature': 't=1,v1=abc' },
    });
    expect(res.status).toBe(503);
    expect(await json(res)).toMatchObject({ message: 'Stripe webhooks are not configured' });
  });
});
