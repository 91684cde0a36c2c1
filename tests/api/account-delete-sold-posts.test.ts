import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { paymentGateway } from '../../src/server/services/commerce/payments';
import { USER_MESSAGES } from '../../src/server/routes/users/messages';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { addToCart, grantsOf, json, orderRow, sellerWithPost, type Actor } from './checkout-helpers';

/**
 * Deleting an account cascades to its posts: a seller's sold posts would take their buyers'
 * access with them. Only an admin closes such an account, refunding the buyers first.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function buy(buyer: Actor, postId: number): Promise<number> {
  expect((await addToCart(t, buyer, postId)).status).toBe(201);
  const { orderId, sessionId } = await json<{ orderId: number; sessionId: string }>(
    await t.call('POST', '/api/checkout', { token: buyer.token }),
  );
  const paid = await t.call('POST', `/api/checkout/test/${sessionId}/pay`, {
    token: buyer.token,
    json: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Hans Talhoffer' },
  });
  expect(paid.status).toBe(200);
  return orderId;
}

const exists = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id))).length === 1;

describe('DELETE /api/users/{id} of a seller whose posts have buyers', () => {
  it('is refused to the seller (409): the account, the post and the buyer’s access stay', async () => {
    const { seller, post } = await sellerWithPost(t, 1299);
    const buyer = await signedInUser(t);
    await buy(buyer, post.id);

    const res = await t.call('DELETE', `/api/users/${seller.id}`, { token: seller.token });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: USER_MESSAGES.hasBuyers });
    expect(await exists(seller.id)).toBe(true);
    expect(await grantsOf(t, buyer.id)).toEqual([post.id]);
  });

  it('is done by an admin: each buyer is refunded, then the account goes (204)', async () => {
    const { seller, post } = await sellerWithPost(t, 1299);
    const buyer = await signedInUser(t);
    const orderId = await buy(buyer, post.id);
    const refunds = vi.spyOn(paymentGateway(t.deps)!, 'refundPayment');
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });

    const res = await t.call('DELETE', `/api/users/${seller.id}`, { token: admin.token });
    expect(res.status).toBe(204);
    expect(await exists(seller.id)).toBe(false);
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds.mock.calls[0]![0]).toMatchObject({ amountCents: 1299 });
    expect((await orderRow(t, orderId)).status).toBe('refunded');
    refunds.mockRestore();
  });

  it('is refused too while a buyer is paying for one of the posts (pending checkout)', async () => {
    const { seller, post } = await sellerWithPost(t, 1299);
    const buyer = await signedInUser(t);
    expect((await addToCart(t, buyer, post.id)).status).toBe(201);
    expect((await t.call('POST', '/api/checkout', { token: buyer.token })).status).toBe(201);

    const res = await t.call('DELETE', `/api/users/${seller.id}`, { token: seller.token });
    expect(res.status).toBe(409);
    expect(await exists(seller.id)).toBe(true);
  });

  it('a seller with nothing sold still deletes their own account (204)', async () => {
    const { seller } = await sellerWithPost(t, 1299);
    const res = await t.call('DELETE', `/api/users/${seller.id}`, { token: seller.token });
    expect(res.status).toBe(204);
    expect(await exists(seller.id)).toBe(false);
  });
});
