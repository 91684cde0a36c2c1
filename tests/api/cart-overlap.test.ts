import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPackages, cartPosts, carts, orderLines, orders } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { insertOrder, insertPackage } from '../support/factories';
import { CART_MESSAGES } from '../../src/server/services/commerce/cart/rules';
import { CHECKOUT_MESSAGES } from '../../src/server/services/commerce/checkout';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { addToCart, json, sellerWithPost, type Actor } from './checkout-helpers';

/** One post is never paid twice: not on its own beside a package holding it, not twice through packages, not after buying it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addPackage = (buyer: Actor, packageId: number) =>
  t.call('POST', '/api/cart/packages', { token: buyer.token, json: { packageId } });

/** A connected seller with posts A (12.99) and B (9.99), sold together as package A+B. */
async function sellerWithPackage() {
  const { seller, post: a } = await sellerWithPost(t, 1299);
  const b = await insertPost(t.deps.db, { title: 'Zwerchhau in depth', userId: seller.id, priceCents: 999 });
  const pkg = await insertPackage(t.deps.db, {
    sellerId: seller.id,
    title: 'Two strikes',
    priceCents: 1999,
    postIds: [a.id, b.id],
  });
  return { seller, a, b, pkg };
}

async function linesOf(buyer: Actor) {
  const [cart] = await t.deps.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, buyer.id));
  if (!cart) return { posts: [], packages: [] };
  return {
    posts: await t.deps.db.select().from(cartPosts).where(eq(cartPosts.cartId, cart.id)),
    packages: await t.deps.db.select().from(cartPackages).where(eq(cartPackages.cartId, cart.id)),
  };
}

describe('a package and its posts in one cart', () => {
  it('refuses the package when one of its posts is in the cart (409) and keeps the cart as it was', async () => {
    const { a, pkg } = await sellerWithPackage();
    const buyer = await signedInUser(t);
    expect((await addToCart(t, buyer, a.id)).status).toBe(201);
    const res = await addPackage(buyer, pkg.id);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: CART_MESSAGES.packagePostInCart });
    const lines = await linesOf(buyer);
    expect(lines.posts.map((line) => line.postId)).toEqual([a.id]);
    expect(lines.packages).toEqual([]);
  });

  it('refuses a post when a package of the cart holds it (409)', async () => {
    const { b, pkg } = await sellerWithPackage();
    const buyer = await signedInUser(t);
    expect((await addPackage(buyer, pkg.id)).status).toBe(201);
    const res = await addToCart(t, buyer, b.id);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: CART_MESSAGES.postInCartPackage });
    expect((await linesOf(buyer)).posts).toEqual([]);
  });

  it('refuses a second package sharing a post with one in the cart (409), accepts one sharing none', async () => {
    const { seller, a, pkg } = await sellerWithPackage();
    const c = await insertPost(t.deps.db, { title: 'Krumphau', userId: seller.id, priceCents: 500 });
    const d = await insertPost(t.deps.db, { title: 'Schielhau', userId: seller.id, priceCents: 500 });
    const bundle = (title: string, postIds: number[]) =>
      insertPackage(t.deps.db, { sellerId: seller.id, title, priceCents: 900, postIds });
    const sharing = await bundle('A and C', [a.id, c.id]);
    const apart = await bundle('C and D', [c.id, d.id]);
    const buyer = await signedInUser(t);
    expect((await addPackage(buyer, pkg.id)).status).toBe(201);
    const res = await addPackage(buyer, sharing.id);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: CART_MESSAGES.packageOverlap });
    expect((await addPackage(buyer, apart.id)).status).toBe(201);
  });
});

describe('items already bought', () => {
  it('refuses a post on a line of a paid order of the buyer, even without an access grant (409)', async () => {
    const { seller, post } = await sellerWithPost(t);
    const buyer = await signedInUser(t);
    await insertOrder(t.deps.db, {
      userId: buyer.id,
      lines: [{ postId: post.id, sellerId: seller.id, title: post.title, priceCents: post.priceCents }],
    });
    const res = await addToCart(t, buyer, post.id);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: CART_MESSAGES.postBought });
  });

  it('refuses a package bought in a paid order (409), even when it holds a post added since', async () => {
    const { seller, pkg } = await sellerWithPackage();
    const buyer = await signedInUser(t);
    const [order] = await t.deps.db
      .insert(orders)
      .values({ userId: buyer.id, status: 'paid', totalCents: 1999, paidAt: new Date() })
      .returning();
    await t.deps.db
      .insert(orderLines)
      .values({ orderId: order!.id, packageId: pkg.id, sellerId: seller.id, title: pkg.title, priceCents: 1999 });
    const res = await addPackage(buyer, pkg.id);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: CART_MESSAGES.packagePurchased });
  });

  it('lets a canceled or refunded order count for nothing', async () => {
    const { seller, post } = await sellerWithPost(t);
    const buyer = await signedInUser(t);
    for (const status of ['canceled', 'refunded'] as const)
      await insertOrder(t.deps.db, {
        userId: buyer.id,
        status,
        lines: [{ postId: post.id, sellerId: seller.id, title: post.title, priceCents: post.priceCents }],
      });
    expect((await addToCart(t, buyer, post.id)).status).toBe(201);
  });
});

describe('checking the cart again at checkout', () => {
  it('refuses a cart whose package came to hold a post of the cart (409 stale, naming the post)', async () => {
    const { seller, a, b, pkg } = await sellerWithPackage();
    const c = await insertPost(t.deps.db, { title: 'Krumphau drills', userId: seller.id, priceCents: 500 });
    const buyer = await signedInUser(t);
    expect((await addPackage(buyer, pkg.id)).status).toBe(201);
    expect((await addToCart(t, buyer, c.id)).status).toBe(201);
    // The seller puts C into the package afterwards: C would now be paid twice.
    const edit = await t.call('PATCH', `/api/packages/${pkg.id}`, {
      token: seller.token,
      json: { postIds: [a.id, b.id, c.id] },
    });
    expect(edit.status).toBe(200);
    const res = await t.call('POST', '/api/checkout', { token: buyer.token });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      message: CHECKOUT_MESSAGES.stale,
      errors: { items: [`Krumphau drills: ${CART_MESSAGES.postInCartPackage}`] },
    });
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
  });

  it('refuses a post bought in another order since it was added (409 stale)', async () => {
    const { seller, post } = await sellerWithPost(t);
    const buyer = await signedInUser(t);
    expect((await addToCart(t, buyer, post.id)).status).toBe(201);
    await insertOrder(t.deps.db, {
      userId: buyer.id,
      lines: [{ postId: post.id, sellerId: seller.id, title: post.title, priceCents: post.priceCents }],
    });
    const res = await t.call('POST', '/api/checkout', { token: buyer.token });
    expect(res.status).toBe(409);
    expect((await json(res)).errors).toEqual({ items: [`${post.title}: ${CART_MESSAGES.postBought}`] });
  });
});

describe('concurrent changes of one cart', () => {
  it('lets exactly one of a post and its package in when both are added at once, many times over', async () => {
    for (let round = 0; round < 5; round++) {
      const { a, pkg } = await sellerWithPackage();
      const buyer = await signedInUser(t);
      // The cart exists already: the adds do not queue behind the insert of a new cart.
      expect((await t.call('GET', '/api/cart', { token: buyer.token })).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? addToCart(t, buyer, a.id) : addPackage(buyer, pkg.id))),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      const lines = await linesOf(buyer);
      expect(lines.posts.length + lines.packages.length).toBe(1);
      // Every refusal names the line that got in first, as if the calls had run one by one.
      const expected = lines.posts.length
        ? [CART_MESSAGES.postInCart, CART_MESSAGES.packagePostInCart]
        : [CART_MESSAGES.packageInCart, CART_MESSAGES.postInCartPackage];
      for (const res of answers.filter((answer) => answer.status === 409))
        expect(expected).toContain((await json(res)).message);
    }
  });

  it('removes a line once when removals race (one 200, the others 404)', async () => {
    const { post } = await sellerWithPost(t);
    const buyer = await signedInUser(t);
    const cart = await json<{ cartPosts: { id: number }[] }>(await addToCart(t, buyer, post.id));
    const lineId = cart.cartPosts[0]!.id;
    const statuses = (
      await Promise.all(
        Array.from({ length: 6 }, () => t.call('DELETE', `/api/cart/posts/${lineId}`, { token: buyer.token })),
      )
    )
      .map((res) => res.status)
      .sort();
    expect(statuses).toEqual([200, 404, 404, 404, 404, 404]);
    expect((await linesOf(buyer)).posts).toEqual([]);
  });
});
