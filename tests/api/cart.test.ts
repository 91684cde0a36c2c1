import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveCart as Cart } from '../../src/contract';
import { accessGrants, cartPosts, carts } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { insertOrder, insertPackage } from '../support/factories';
import { isActiveCart } from '../../src/lib/cart-cookie';
import { CART_MESSAGES } from '../../src/server/services/commerce/cart/rules';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { addToCart, json, sellerWithPost, type Actor } from './checkout-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getCart = async (user: Actor) => json<Cart>(await t.call('GET', '/api/cart', { token: user.token }));
const linesIn = async (cartId: number) => t.deps.db.select().from(cartPosts).where(eq(cartPosts.cartId, cartId));

describe('GET /api/cart', () => {
  it('needs a bearer (401)', async () => {
    const res = await t.call('GET', '/api/cart');
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ message: 'Authentication required' });
  });

  it('answers the one active cart in the §3 shape, the same one on every call', async () => {
    const buyer = await signedInUser(t);
    const first = await getCart(buyer);
    expect(isActiveCart(first)).toBe(true);
    expect(first).toEqual({
      id: expect.any(Number),
      status: 'active',
      createdAt: expect.any(String),
      cartPosts: [],
      cartPackages: [],
    });
    expect((await getCart(buyer)).id).toBe(first.id);
    expect(await t.deps.db.select().from(carts).where(eq(carts.userId, buyer.id))).toHaveLength(1);
  });
});

describe('POST /api/cart/posts', () => {
  it('adds a paid post of another user (201) and answers the cart with the post, price as a string and no video address', async () => {
    const { post } = await sellerWithPost(t, 1299);
    const buyer = await signedInUser(t);
    const res = await addToCart(t, buyer, post.id);
    expect(res.status).toBe(201);
    const cart = await json<Cart>(res);
    expect(isActiveCart(cart)).toBe(true);
    expect(cart.cartPosts).toEqual([
      {
        id: expect.any(Number),
        post: expect.objectContaining({ id: post.id, title: post.title, price: '12.99', fileUrl: null }),
      },
    ]);
  });

  it('refuses a free post with 422 and changes nothing', async () => {
    const seller = await signedInUser(t);
    const free = await insertPost(t.deps.db, { title: 'Free drill', userId: seller.id, priceCents: 0 });
    const buyer = await signedInUser(t);
    const res = await addToCart(t, buyer, free.id);
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({ message: CART_MESSAGES.freePost });
    expect((await getCart(buyer)).cartPosts).toEqual([]);
  });

  it("refuses one's own post with 422", async () => {
    const { seller, post } = await sellerWithPost(t);
    const res = await addToCart(t, seller, post.id);
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(CART_MESSAGES.ownPost);
  });

  it('refuses the same post twice with 409, even when both requests race', async () => {
    const { post } = await sellerWithPost(t);
    const buyer = await signedInUser(t);
    expect((await addToCart(t, buyer, post.id)).status).toBe(201);
    const again = await addToCart(t, buyer, post.id);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe(CART_MESSAGES.postInCart);

    const other = await signedInUser(t);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => addToCart(t, other, post.id))))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await linesIn((await getCart(other)).id)).toHaveLength(1);
  });

  it('refuses a post already bought with 409', async () => {
    const { seller, post } = await sellerWithPost(t);
    const buyer = await signedInUser(t);
    const order = await insertOrder(t.deps.db, {
      userId: buyer.id,
      lines: [{ postId: post.id, sellerId: seller.id, title: post.title, priceCents: post.priceCents }],
    });
    await t.deps.db.insert(accessGrants).values({ userId: buyer.id, postId: post.id, orderId: order.id });
    const res = await addToCart(t, buyer, post.id);
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(CART_MESSAGES.postBought);
  });

  it("answers 404 'Post not found' for a missing post and 400 for a bad body", async () => {
    const buyer = await signedInUser(t);
    const missing = await addToCart(t, buyer, 999_999);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: 'Post not found' });
    const bad = await t.call('POST', '/api/cart/posts', { token: buyer.token, json: { postId: 'twelve' } });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({
      message: 'Error 400: Invalid input',
      errors: { postId: expect.any(Array) },
    });
    expect((await t.call('POST', '/api/cart/posts', { json: { postId: 1 } })).status).toBe(401);
  });
});

describe('DELETE /api/cart/posts/{id}', () => {
  it('removes the line and answers the cart; a line of another user answers 404 and stays', async () => {
    const { post } = await sellerWithPost(t);
    const buyer = await signedInUser(t);
    const cart = await json<Cart>(await addToCart(t, buyer, post.id));
    const lineId = cart.cartPosts[0]!.id;

    const intruder = await signedInUser(t);
    const stolen = await t.call('DELETE', `/api/cart/posts/${lineId}`, { token: intruder.token });
    expect(stolen.status).toBe(404);
    expect(await json(stolen)).toMatchObject({ message: CART_MESSAGES.itemNotFound });
    expect(await linesIn(cart.id)).toHaveLength(1);

    const res = await t.call('DELETE', `/api/cart/posts/${lineId}`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect((await json<Cart>(res)).cartPosts).toEqual([]);
    expect((await t.call('DELETE', `/api/cart/posts/${lineId}`, { token: buyer.token })).status).toBe(404);
  });
});

describe('cart packages', () => {
  it('adds a package (201, counted in cartPackages), refuses it twice (409), refuses one’s own (422) and removes it', async () => {
    const { seller, post } = await sellerWithPost(t);
    const second = await insertPost(t.deps.db, { title: 'Second lesson', userId: seller.id, priceCents: 999 });
    const pkg = await insertPackage(t.deps.db, {
      sellerId: seller.id,
      title: 'The bundle',
      priceCents: 1999,
      postIds: [post.id, second.id],
    });
    const buyer = await signedInUser(t);

    const res = await t.call('POST', '/api/cart/packages', { token: buyer.token, json: { packageId: pkg.id } });
    expect(res.status).toBe(201);
    const cart = await json<Cart>(res);
    expect(cart.cartPackages).toEqual([
      { id: expect.any(Number), package: { id: pkg.id, title: 'The bundle', price: '19.99' } },
    ]);
    expect(cart.cartPosts.length + cart.cartPackages.length).toBe(1);

    const twice = await t.call('POST', '/api/cart/packages', { token: buyer.token, json: { packageId: pkg.id } });
    expect(twice.status).toBe(409);
    expect((await json(twice)).message).toBe(CART_MESSAGES.packageInCart);
    const own = await t.call('POST', '/api/cart/packages', { token: seller.token, json: { packageId: pkg.id } });
    expect(own.status).toBe(422);
    expect((await json(own)).message).toBe(CART_MESSAGES.ownPackage);
    const missing = await t.call('POST', '/api/cart/packages', { token: buyer.token, json: { packageId: 999_999 } });
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe(CART_MESSAGES.packageNotFound);

    const removed = await t.call('DELETE', `/api/cart/packages/${cart.cartPackages[0]!.id}`, { token: buyer.token });
    expect(removed.status).toBe(200);
    expect((await json<Cart>(removed)).cartPackages).toEqual([]);
  });
});
