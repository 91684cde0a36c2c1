import { eq } from 'drizzle-orm';
import { accessGrants, orders } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { connectSeller } from '../support/factories';
import { signedInUser, type TestUser } from '../support/auth';
import type { TestApp } from '../support/test-app';
import { pollUntil } from '../support/poll';

/** Helpers of the marketplace API tests (not a test file itself). */

export type Body = { message: string; errors?: Record<string, string[]> } & Record<string, unknown>;
export type Actor = TestUser & { token: string };

export async function json<T = Body>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A signed-in user whose Stripe account is connected, with a paid post. */
export async function sellerWithPost(t: TestApp, priceCents = 1299, accountId?: string) {
  const seller = await signedInUser(t);
  await connectSeller(t.deps.db, seller.id, accountId);
  const post = await insertPost(t.deps.db, { title: `Lesson by ${seller.username}`, userId: seller.id, priceCents });
  return { seller, post };
}

export async function addToCart(t: TestApp, buyer: Actor, postId: number): Promise<Response> {
  return t.call('POST', '/api/cart/posts', { token: buyer.token, json: { postId } });
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function grantsOf(t: TestApp, userId: number): Promise<number[]> {
  const rows = await t.deps.db
    .select({ postId: accessGrants.postId })
    .from(accessGrants)
    .where(eq(accessGrants.userId, userId));
  return rows.map((row) => row.postId).sort((a, b) => a - b);
}

/** Waits for a background effect (mail delivery) to show. */
export async function eventually<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  // Past the deadline the last value read is returned: the caller's expectation names what is wrong.
  const seen = async () => {
    const value = await read();
    return (ok(value) || Date.now() > deadline) && { value };
  };
  return (await pollUntil('a background effect shows', seen, { timeoutMs: timeoutMs * 2 })).value;
}
