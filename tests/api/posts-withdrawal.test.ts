import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessGrants, orderLines, posts } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { insertOrder, insertPackage } from '../support/factories';
import { CART_MESSAGES } from '../../src/server/services/commerce/cart/rules';
import { CHECKOUT_MESSAGES } from '../../src/server/services/commerce/checkout';
import { paymentGateway } from '../../src/server/services/commerce/payments';
import { WITHDRAWAL_MESSAGES } from '../../src/server/services/posts';
import { signedInUser } from '../support/auth';
import { SmtpPeer } from '../support/smtp-peer';
import { createTestApp, type TestApp } from '../support/test-app';
import { addToCart, eventually, grantsOf, json, orderRow, sellerWithPost, type Actor } from './checkout-helpers';

/**
 * A post somebody paid for is never taken from its buyers by its seller: the seller's
 * DELETE withdraws it from sale; only an admin removes it, refunding every buyer.
 */
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await SmtpPeer.start();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://hdx.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Listed {
  id: number;
}

/** Buys what the buyer's cart holds through the built-in test checkout; answers the paid order id. */
async function payCart(buyer: Actor): Promise<number> {
  const started = await t.call('POST', '/api/checkout', { token: buyer.token });
  expect(started.status).toBe(201);
  const { orderId, sessionId } = await json<{ orderId: number; sessionId: string }>(started);
  const paid = await t.call('POST', `/api/checkout/test/${sessionId}/pay`, {
    token: buyer.token,
    json: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Hans Talhoffer' },
  });
  expect(paid.status).toBe(200);
  expect((await orderRow(t, orderId)).status).toBe('paid');
  return orderId;
}

async function buyPost(buyer: Actor, postId: number): Promise<number> {
  expect((await addToCart(t, buyer, postId)).status).toBe(201);
  return payCart(buyer);
}

async function buyPackage(buyer: Actor, packageId: number): Promise<number> {
  const res = await t.call('POST', '/api/cart/packages', { token: buyer.token, json: { packageId } });
  expect(res.status).toBe(201);
  return payCart(buyer);
}

const ids = async (path: string) => (await json<Listed[]>(await t.call('GET', path))).map((item) => item.id);
const playback = async (user: Actor, postId: number) =>
  json<{ access: string; reason: string | null }>(
    await t.call('GET', `/api/posts/${postId}/playback`, { token: user.token }),
  );
const mailsTo = (user: Actor) => smtp.messages.filter((mail) => mail.to.includes(user.email));

/** A connected seller's post P (12.99) and Q (9.99), and package P+Q (19.99). */
async function catalogue(title: string) {
  const { seller, post } = await sellerWithPost(t, 1299);
  await t.deps.db.update(posts).set({ title }).where(eq(posts.id, post.id));
  const other = await insertPost(t.deps.db, { title: `${title} part two`, userId: seller.id, priceCents: 999 });
  const pkg = await insertPackage(t.deps.db, {
    sellerId: seller.id,
    title: `${title} bundle`,
    priceCents: 1999,
    postIds: [post.id, other.id],
  });
  return { seller, post: { ...post, title }, other, pkg };
}

describe("a seller's DELETE of a post somebody bought", () => {
  it('withdraws it (200 with a message): buyers still play it, no list shows it, nobody can buy it again', async () => {
    const { seller, post, other, pkg } = await catalogue('Sold Zornhau lesson');
    const buyer = await signedInUser(t);
    const waiting = await signedInUser(t);
    await buyPost(buyer, post.id);
    expect((await addToCart(t, waiting, post.id)).status).toBe(201);
    // Read (and cache) the lists first: the withdrawal must refresh them.
    expect(await ids(`/api/posts?user=${seller.id}`)).toContain(post.id);
    expect(await ids('/api/posts/trends?limit=50')).toContain(post.id);

    const res = await t.call('DELETE', `/api/posts/${post.id}`, { token: seller.token });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ message: WITHDRAWAL_MESSAGES.withdrawn });
    const [row] = await t.deps.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.withdrawnAt).toBeInstanceOf(Date);

    expect(await grantsOf(t, buyer.id)).toEqual([post.id]);
    expect(await playback(buyer, post.id)).toMatchObject({ access: 'full', reason: 'buyer' });
    expect((await t.call('GET', `/api/posts/${post.id}`)).status).toBe(200);

    for (const path of [
      `/api/posts?user=${seller.id}`,
      '/api/posts?itemsPerPage=100',
      '/api/posts/trends?limit=50',
      '/api/posts/news?limit=50',
      `/api/posts/${other.id}/related?limit=50`,
      `/api/search?q=${encodeURIComponent('Sold Zornhau')}`,
    ])
      expect(await ids(path), path).not.toContain(post.id);
    const suggestions = await json<{ title: string | null }[]>(
      await t.call('GET', `/api/search/suggestions?q=${encodeURIComponent('Sold Zornhau')}`),
    );
    expect(suggestions.map((s) => s.title)).not.toContain(post.title);
    expect(await ids(`/api/packages?seller=${seller.id}`)).not.toContain(pkg.id);
    expect((await t.call('GET', `/api/packages/${pkg.id}`)).status).toBe(200);

    const newcomer = await signedInUser(t);
    const addPost = await addToCart(t, newcomer, post.id);
    expect(addPost.status).toBe(409);
    expect(await json(addPost)).toMatchObject({ message: CART_MESSAGES.postWithdrawn });
    const addPackage = await t.call('POST', '/api/cart/packages', {
      token: newcomer.token,
      json: { packageId: pkg.id },
    });
    expect(addPackage.status).toBe(409);
    expect(await json(addPackage)).toMatchObject({ message: CART_MESSAGES.packageWithdrawn });
    // Taken down for everyone but its buyers, author and admins (issue 17): not even a preview.
    expect((await t.call('GET', `/api/posts/${post.id}/playback`, { token: newcomer.token })).status).toBe(404);
    const checkout = await t.call('POST', '/api/checkout', { token: waiting.token });
    expect(checkout.status).toBe(409);
    expect(await json(checkout)).toMatchObject({
      message: CHECKOUT_MESSAGES.stale,
      errors: { items: [`${post.title}: ${CART_MESSAGES.postWithdrawn}`] },
    });
    const bundle = await t.call('POST', '/api/packages', {
      token: seller.token,
      json: { title: 'New bundle', price: '15', postIds: [post.id, other.id] },
    });
    expect(bundle.status).toBe(422);

    const again = await t.call('DELETE', `/api/posts/${post.id}`, { token: seller.token });
    expect(again.status).toBe(200);
    expect(await grantsOf(t, buyer.id)).toEqual([post.id]);
  });

  it('withdraws a post a buyer is paying for right now, and the payment still gives access', async () => {
    const { seller, post } = await catalogue('Lesson in checkout');
    const buyer = await signedInUser(t);
    expect((await addToCart(t, buyer, post.id)).status).toBe(201);
    const started = await json<{ orderId: number; sessionId: string }>(
      await t.call('POST', '/api/checkout', { token: buyer.token }),
    );
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: seller.token })).status).toBe(200);
    const paid = await t.call('POST', `/api/checkout/test/${started.sessionId}/pay`, {
      token: buyer.token,
      json: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Hans Talhoffer' },
    });
    expect(paid.status).toBe(200);
    expect(await grantsOf(t, buyer.id)).toEqual([post.id]);
  });

  it('still deletes a post nobody bought (204, spec §7)', async () => {
    const { seller, other } = await catalogue('Unsold lesson');
    const res = await t.call('DELETE', `/api/posts/${other.id}`, { token: seller.token });
    expect(res.status).toBe(204);
    expect(await t.deps.db.select().from(posts).where(eq(posts.id, other.id))).toEqual([]);
  });
});

describe("an admin's DELETE of a sold post", () => {
  it('removes it, refunds each buyer their order line (or the post’s share of a package) once, and mails them', async () => {
    const { post, other, pkg } = await catalogue('Removed Krumphau lesson');
    const direct = await signedInUser(t);
    const bundled = await signedInUser(t);
    const gifted = await signedInUser(t);
    const paying = await signedInUser(t);
    const directOrder = await buyPost(direct, post.id);
    const bundleOrder = await buyPackage(bundled, pkg.id);
    // An order with no card payment behind it (as the seed makes): nothing to refund automatically.
    const gift = await insertOrder(t.deps.db, {
      userId: gifted.id,
      lines: [{ postId: post.id, sellerId: post.userId, title: post.title, priceCents: 1299 }],
    });
    await t.deps.db.insert(accessGrants).values({ userId: gifted.id, postId: post.id, orderId: gift.id });
    expect((await addToCart(t, paying, post.id)).status).toBe(201);
    const pending = await json<{ orderId: number }>(await t.call('POST', '/api/checkout', { token: paying.token }));

    const gateway = paymentGateway(t.deps)!;
    const refunds = vi.spyOn(gateway, 'refundPayment');
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    const res = await t.call('DELETE', `/api/posts/${post.id}`, { token: admin.token });
    expect(res.status).toBe(204);

    const lineOf = async (orderId: number) =>
      (await t.deps.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0]!;
    const [directLine, bundleLine] = [await lineOf(directOrder), await lineOf(bundleOrder)];
    const intentOf = async (orderId: number) => (await orderRow(t, orderId)).paymentIntentId;
    // 19.99 × 12.99 / (12.99 + 9.99), rounded down: the post's share of the package.
    expect(refunds.mock.calls).toEqual([
      [
        { paymentIntentId: await intentOf(directOrder), amountCents: 1299, reason: expect.any(String) },
        `remove-post-${post.id}-line-${directLine.id}`,
      ],
      [
        { paymentIntentId: await intentOf(bundleOrder), amountCents: 1129, reason: expect.any(String) },
        `remove-post-${post.id}-line-${bundleLine.id}`,
      ],
    ]);
    refunds.mockRestore();

    expect(await t.deps.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect((await orderRow(t, directOrder)).status).toBe('refunded');
    expect((await orderRow(t, bundleOrder)).status).toBe('paid');
    expect((await orderRow(t, pending.orderId)).status).toBe('canceled');
    expect(await grantsOf(t, bundled.id)).toEqual([other.id]);
    expect(await playback(bundled, other.id)).toMatchObject({ access: 'full', reason: 'buyer' });

    const notices = await eventually(
      () => [direct, bundled, gifted].map((user) => mailsTo(user).find((m) => m.subject.includes('was removed'))),
      (found) => found.every(Boolean),
    );
    const [toDirect, toBundled, toGifted] = notices;
    expect(toDirect?.subject).toBe('“Removed Krumphau lesson” was removed from HDX');
    expect(toDirect?.text).toContain('We refunded 12.99 € to the payment method you used.');
    expect(toBundled?.text).toContain('We refunded 11.29 € to the payment method you used.');
    expect(toGifted?.text).toContain('We could not refund you automatically: we found no card payment for this order.');
    expect(toGifted?.text).toContain('https://hdx.example/contact');
    expect(mailsTo(paying).filter((m) => m.subject.includes('was removed'))).toEqual([]);

    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: admin.token })).status).toBe(404);
  });

  it('tells a buyer why when the payment service refuses the refund, and removes the post all the same', async () => {
    const { post } = await catalogue('Refund refused lesson');
    const buyer = await signedInUser(t);
    const orderId = await buyPost(buyer, post.id);
    const refunds = vi.spyOn(paymentGateway(t.deps)!, 'refundPayment').mockRejectedValueOnce(new Error('card closed'));
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: admin.token })).status).toBe(204);
    refunds.mockRestore();
    expect(await t.deps.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    // Not refunded: the order stays paid, so the money is still owed and visible.
    expect((await orderRow(t, orderId)).status).toBe('paid');
    const notice = await eventually(() => mailsTo(buyer).find((m) => m.subject.includes('was removed')), Boolean);
    expect(notice?.text).toContain(
      'We could not refund you automatically: the payment service did not accept the refund.',
    );
  });

  it('lets only an admin remove it: its seller withdraws, another user is refused (403)', async () => {
    const { seller, post } = await catalogue('Guarded lesson');
    const buyer = await signedInUser(t);
    await buyPost(buyer, post.id);
    const stranger = await signedInUser(t);
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: stranger.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: seller.token })).status).toBe(200);
    const left = await t.deps.db
      .select({ id: posts.id })
      .from(posts)
      .where(inArray(posts.id, [post.id]));
    expect(left).toEqual([{ id: post.id }]);
  });
});
