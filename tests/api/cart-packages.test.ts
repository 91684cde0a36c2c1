import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Package } from '../../src/contract';
import { cartPackages, packages } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { CART_MESSAGES } from '../../src/server/services/commerce/cart/rules';
import { SELLING_MESSAGES } from '../../src/server/services/commerce/selling';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { json, sellerWithPost } from './checkout-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sellerWithPosts() {
  const { seller, post } = await sellerWithPost(t, 1299);
  const second = await insertPost(t.deps.db, { title: 'Zwerchhau in depth', userId: seller.id, priceCents: 999 });
  return { seller, postIds: [post.id, second.id] };
}

describe('POST /api/packages', () => {
  it('lets a connected seller bundle their posts at one price (201), shown with its posts and what they cost one by one', async () => {
    const { seller, postIds } = await sellerWithPosts();
    const res = await t.call('POST', '/api/packages', {
      token: seller.token,
      json: { title: 'Five master strikes', price: '19.99', postIds },
    });
    expect(res.status).toBe(201);
    const pkg = await json<Package>(res);
    expect(pkg).toMatchObject({
      title: 'Five master strikes',
      description: '',
      price: '19.99',
      postsTotal: '22.98',
      seller: { id: seller.id, username: seller.username },
    });
    expect(pkg.posts.map((p) => p.id).sort()).toEqual([...postIds].sort());
    expect(await json<Package>(await t.call('GET', `/api/packages/${pkg.id}`))).toEqual(pkg);
  });

  it('refuses a seller whose account is not connected (403), and creates nothing', async () => {
    const user = await signedInUser(t);
    const a = await insertPost(t.deps.db, { title: 'A', userId: user.id });
    const b = await insertPost(t.deps.db, { title: 'B', userId: user.id });
    const before = (await t.deps.db.select().from(packages)).length;
    const res = await t.call('POST', '/api/packages', {
      token: user.token,
      json: { title: 'Bundle', price: '9.99', postIds: [a.id, b.id] },
    });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ message: SELLING_MESSAGES.notConnected });
    expect((await t.deps.db.select().from(packages)).length).toBe(before);
  });

  it('refuses posts of someone else, fewer than two posts, a price of 0 or with three decimals (422 with the field)', async () => {
    const { seller, postIds } = await sellerWithPosts();
    const { post: foreign } = await sellerWithPost(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'Mixed', price: '9.99', postIds: [postIds[0], foreign.id] }, 'postIds'],
      [{ title: 'Single', price: '9.99', postIds: [postIds[0], postIds[0]] }, 'postIds'],
      [{ title: 'Missing', price: '9.99', postIds: [postIds[0], 999_999] }, 'postIds'],
      [{ title: 'Free', price: '0', postIds }, 'price'],
      [{ title: 'Odd', price: '9.999', postIds }, 'price'],
      [{ title: 'Odd number', price: 9.999, postIds }, 'price'],
      [{ title: 'Float sum', price: 0.1 + 0.2, postIds }, 'price'],
      [{ title: 'Tiny', price: 1e-7, postIds }, 'price'],
      [{ title: '', price: '9.99', postIds }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('POST', '/api/packages', { token: seller.token, json: body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      const error = await json(res);
      expect(error.message).toBe('Error 422: Unprocessable entity');
      expect(Object.keys(error.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const wrongType = await t.call('POST', '/api/packages', {
      token: seller.token,
      json: { title: 'T', price: '9.99', postIds: 'all' },
    });
    expect(wrongType.status).toBe(400);
  });

  it('lets an admin make a package for a seller, not a user for someone else (403)', async () => {
    const { seller, postIds } = await sellerWithPosts();
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    const made = await t.call('POST', '/api/packages', {
      token: admin.token,
      json: { title: 'By the admin', price: '15', postIds, sellerId: seller.id },
    });
    expect(made.status).toBe(201);
    expect((await json<Package>(made)).seller.id).toBe(seller.id);
    const other = await signedInUser(t);
    expect(
      (
        await t.call('POST', '/api/packages', {
          token: other.token,
          json: { title: 'Not mine', price: '15', postIds, sellerId: seller.id },
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/packages', () => {
  it("lists a seller's packages and the packages holding a post", async () => {
    const { seller, postIds } = await sellerWithPosts();
    const created = await json<Package>(
      await t.call('POST', '/api/packages', { token: seller.token, json: { title: 'Listed', price: '12', postIds } }),
    );
    const bySeller = await json<Package[]>(await t.call('GET', `/api/packages?seller=${seller.id}`));
    expect(bySeller.map((p) => p.id)).toEqual([created.id]);
    const byPost = await json<Package[]>(await t.call('GET', `/api/packages?post=${postIds[1]}`));
    expect(byPost.map((p) => p.id)).toEqual([created.id]);
    expect(await json(await t.call('GET', '/api/packages?post=999999'))).toEqual([]);
    const missing = await t.call('GET', '/api/packages/999999');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: CART_MESSAGES.packageNotFound });
  });
});

describe('PATCH and DELETE /api/packages/{id}', () => {
  it('lets its seller edit it, refuses other users (403), and deleting takes it out of carts', async () => {
    const { seller, postIds } = await sellerWithPosts();
    const pkg = await json<Package>(
      await t.call('POST', '/api/packages', {
        token: seller.token,
        json: { title: 'Old title', price: '12', postIds },
      }),
    );
    const other = await signedInUser(t);
    expect(
      (await t.call('PATCH', `/api/packages/${pkg.id}`, { token: other.token, json: { title: 'Hijacked' } })).status,
    ).toBe(403);

    const res = await t.call('PATCH', `/api/packages/${pkg.id}`, {
      token: seller.token,
      json: { title: 'New title', price: 10.5 },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ title: 'New title', price: '10.50' });

    const buyer = await signedInUser(t);
    expect(
      (await t.call('POST', '/api/cart/packages', { token: buyer.token, json: { packageId: pkg.id } })).status,
    ).toBe(201);
    expect((await t.call('DELETE', `/api/packages/${pkg.id}`, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/packages/${pkg.id}`, { token: seller.token })).status).toBe(204);
    expect(await t.deps.db.select().from(cartPackages).where(eq(cartPackages.packageId, pkg.id))).toEqual([]);
    expect((await t.call('DELETE', `/api/packages/${pkg.id}`, { token: seller.token })).status).toBe(404);
  });
});
