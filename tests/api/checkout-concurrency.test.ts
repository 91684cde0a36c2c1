import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { accessGrants, carts, orders } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { insertPackage } from '../support/factories';
import { CART_MESSAGES } from '../../src/server/services/commerce/cart/rules';
import { CHECKOUT_MESSAGES } from '../../src/server/services/commerce/checkout';
import { TEST_CHECKOUT_MESSAGES } from '../../src/server/services/commerce/checkout/test-checkout';
import { mailerFor, type Mailer } from '../../src/server/services/mail/mailer';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { addToCart, json, sellerWithPost, type Actor, type Body } from './checkout-helpers';

/**
 * One cart, one payment: however many checkouts of one cart run at once, and whatever
 * session the buyer then pays, exactly one order is paid, with one receipt and one access
 * grant per post (on PGlite and, with TEST_DATABASE_URL, on PostgreSQL).
 */

let t: TestApp;
let sent: MockInstance<Mailer['send']>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://hdx.example' });
  // Counted when queued: the receipt is sent in the background, after the answer.
  sent = vi.spyOn(mailerFor(t.deps), 'send').mockResolvedValue();
});
afterAll(() => t.close());

interface Started {
  url: string;
  orderId: number;
  sessionId: string;
}

const CONCURRENT = 20;
const checkout = (buyer: Actor) => t.call('POST', '/api/checkout', { token: buyer.token });
const pay = (sessionId: string) =>
  t.call('POST', `/api/checkout/test/${sessionId}/pay`, {
    json: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Hans Talhoffer' },
  });

/** A buyer whose cart holds two posts of two sellers and a package of a third (17.98 € + 20 €). */
async function buyerWithCart() {
  const a = await sellerWithPost(t, 1299);
  const b = await sellerWithPost(t, 499);
  const c = await sellerWithPost(t, 900);
  const extra = await insertPost(t.deps.db, { title: 'Second lesson', userId: c.seller.id, priceCents: 900 });
  const pack = await insertPackage(t.deps.db, {
    sellerId: c.seller.id,
    title: 'Two lessons',
    priceCents: 2000,
    postIds: [c.post.id, extra.id],
  });
  const buyer = await signedInUser(t);
  expect((await addToCart(t, buyer, a.post.id)).status).toBe(201);
  expect((await addToCart(t, buyer, b.post.id)).status).toBe(201);
  const added = await t.call('POST', '/api/cart/packages', { token: buyer.token, json: { packageId: pack.id } });
  expect(added.status).toBe(201);
  const postIds = [a.post.id, b.post.id, c.post.id, extra.id].sort((x, y) => x - y);
  return { buyer, postIds };
}

const receiptsTo = (email: string) =>
  sent.mock.calls.filter(([message]) => message.to === email && message.subject.startsWith('Your HDX receipt')).length;

async function ordersOf(userId: number) {
  return t.deps.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
}

/** Every grant row of the buyer, as post ids (a post granted twice appears twice). */
async function grantRows(userId: number): Promise<number[]> {
  const rows = await t.deps.db
    .select({ postId: accessGrants.postId })
    .from(accessGrants)
    .where(eq(accessGrants.userId, userId));
  return rows.map((row) => row.postId).sort((x, y) => x - y);
}

/** The answers a checkout may give while others of the same cart run: started, or refused clearly. */
function expectStartedOrRefused(status: number, body: Body) {
  if (status === 201) return;
  if (status === 400) expect(body).toMatchObject({ message: CART_MESSAGES.emptyCart });
  else {
    expect(status).toBe(409);
    expect([CHECKOUT_MESSAGES.superseded, CHECKOUT_MESSAGES.inProgress]).toContain(body.message);
  }
}

async function expectOnePayment(buyer: Actor, postIds: number[], paidAnswers: number) {
  expect(paidAnswers).toBe(1);
  const rows = await ordersOf(buyer.id);
  const paid = rows.filter((row) => row.status === 'paid');
  expect(paid).toHaveLength(1);
  expect(paid[0]!.totalCents).toBe(1299 + 499 + 2000);
  expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
  // Nobody was charged for the others: no payment recorded on any of them.
  expect(rows.filter((row) => row.id !== paid[0]!.id && row.paymentIntentId !== null)).toEqual([]);
  expect(await grantRows(buyer.id)).toEqual(postIds);
  expect(receiptsTo(buyer.email)).toBe(1);
  const [cart] = await t.deps.db.select({ status: carts.status }).from(carts).where(eq(carts.id, paid[0]!.cartId!));
  expect(cart?.status).toBe('ordered');
  const closed = await t.deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, buyer.id), inArray(orders.status, ['pending', 'failed'])));
  expect(closed).toEqual([]);
}

describe('one cart, one payment (built-in test checkout)', () => {
  it(`${CONCURRENT} checkouts of one cart at once, then every session paid: one order paid, one receipt, one grant per post`, async () => {
    const { buyer, postIds } = await buyerWithCart();
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => checkout(buyer)));
    const sessions: string[] = [];
    for (const res of answers) {
      const body = await json(res);
      expectStartedOrRefused(res.status, body);
      if (res.status === 201) sessions.push((body as unknown as Started).sessionId);
    }
    expect(sessions.length).toBeGreaterThan(0);
    expect((await ordersOf(buyer.id)).filter((row) => row.status === 'pending')).toHaveLength(1);

    const payments = await Promise.all(sessions.map((sessionId) => pay(sessionId)));
    let paidAnswers = 0;
    for (const res of payments) {
      const body = await json(res);
      if (res.status === 200) {
        expect(body.status).toBe('paid');
        paidAnswers += 1;
      } else {
        expect(res.status).toBe(409);
        expect([TEST_CHECKOUT_MESSAGES.superseded, TEST_CHECKOUT_MESSAGES.closed]).toContain(body.message);
      }
    }
    await expectOnePayment(buyer, postIds, paidAnswers);
  });

  it(`${CONCURRENT} buyers' tabs each checking out and paying at once: still one order paid, one receipt, one grant per post`, async () => {
    const { buyer, postIds } = await buyerWithCart();
    const outcomes = await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const res = await checkout(buyer);
        const body = await json(res);
        expectStartedOrRefused(res.status, body);
        if (res.status !== 201) return 'not started';
        const payment = await pay((body as unknown as Started).sessionId);
        const paid = await json(payment);
        if (payment.status === 200) {
          expect(paid.status).toBe('paid');
          return 'paid';
        }
        expect(payment.status).toBe(409);
        expect([TEST_CHECKOUT_MESSAGES.superseded, TEST_CHECKOUT_MESSAGES.closed]).toContain(paid.message);
        return 'refused';
      }),
    );
    await expectOnePayment(buyer, postIds, outcomes.filter((outcome) => outcome === 'paid').length);
    // Once paid, the cart is closed: a new checkout has nothing to charge.
    const after = await checkout(buyer);
    expect(after.status).toBe(400);
    expect(await json(after)).toMatchObject({ message: CART_MESSAGES.emptyCart });
  });

  it('a superseded session is refused with 409 and charges nothing; the newest one is paid', async () => {
    const { buyer, postIds } = await buyerWithCart();
    const first = await json<Started>(await checkout(buyer));
    const second = await json<Started>(await checkout(buyer));
    const refused = await pay(first.sessionId);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ message: TEST_CHECKOUT_MESSAGES.superseded });
    const page = await json<{ status: string; open: boolean }>(
      await t.call('GET', `/api/checkout/test/${first.sessionId}`),
    );
    expect(page).toMatchObject({ status: 'canceled', open: false });
    expect((await pay(second.sessionId)).status).toBe(200);
    await expectOnePayment(buyer, postIds, 1);
  });

  it('the one-pending-order-per-cart index is the last line: a clash answers 409, never 500, and changes nothing', async () => {
    const { buyer } = await buyerWithCart();
    const [cart] = await t.deps.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, buyer.id), eq(carts.status, 'active')));
    // A pending order of the cart that the buyer's checkout does not supersede (left by another writer).
    const stray = await signedInUser(t);
    await t.deps.db.insert(orders).values({ userId: stray.id, cartId: cart!.id, status: 'pending', totalCents: 1 });
    const res = await checkout(buyer);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: CHECKOUT_MESSAGES.inProgress });
    expect(await ordersOf(buyer.id)).toEqual([]);
  });
});
