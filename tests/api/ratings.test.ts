import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/contract';
import { posts, ratings } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';

let t: TestApp;
let raters: Actor[];
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  raters = [await actor(t), await actor(t), await actor(t)];
  admin = await actor(t, 'ROLE_ADMIN');
});
afterAll(() => t.close());

const rate = (postId: number, who: Actor, body: unknown, token: string | undefined = who.token) =>
  t.call('POST', `/api/posts/${postId}/rates/${who.id}`, { json: body, ...(token ? { token } : {}) });
const aggregate = async (postId: number) =>
  (
    await t.deps.db
      .select({ sum: posts.ratingHalvesSum, count: posts.ratingCount })
      .from(posts)
      .where(eq(posts.id, postId))
  )[0];

describe('POST /api/posts/{postId}/rates/{userId}', () => {
  it('stores a rating (200) and exposes the average as the post rate', async () => {
    const post = await insertPost(t.deps.db, { title: 'Rated', userId: admin.id });
    const res = await rate(post.id, raters[0]!, { rate: 4.5 });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ rate: 4.5, post: { id: post.id, rate: 4.5, ratingCount: 1 } });
    await rate(post.id, raters[1]!, { rate: 2 });
    await rate(post.id, raters[2]!, { rate: 0.5 });
    const after = await json<Post>(await t.call('GET', `/api/posts/${post.id}`));
    expect(after.rate).toBe(2.3); // (4.5 + 2 + 0.5) / 3 = 2.33
    expect(after.ratingCount).toBe(3);
  });

  it('keeps one rating per user and post: a new one replaces the old', async () => {
    const post = await insertPost(t.deps.db, { title: 'Re-rated', userId: admin.id });
    await rate(post.id, raters[0]!, { rate: 1 });
    const res = await rate(post.id, raters[0]!, { rate: 5 });
    expect((await json<{ post: Post }>(res)).post).toMatchObject({ rate: 5, ratingCount: 1 });
    expect(await t.deps.db.select().from(ratings).where(eq(ratings.postId, post.id))).toHaveLength(1);
    expect(await aggregate(post.id)).toEqual({ sum: 10, count: 1 });
  });

  it('keeps the aggregate exact under 50 concurrent ratings by 50 users', async () => {
    const post = await insertPost(t.deps.db, { title: 'Busy', userId: admin.id });
    const crowd = await Promise.all(Array.from({ length: 50 }, () => actor(t)));
    const answers = await Promise.all(crowd.map((who, i) => rate(post.id, who, { rate: (i % 10) / 2 + 0.5 })));
    expect(answers.map((res) => res.status)).toEqual(crowd.map(() => 200));
    // Half-stars 1..10, five times each.
    expect(await aggregate(post.id)).toEqual({ sum: 275, count: 50 });
  });

  it('keeps the last of 50 concurrent ratings by one user, each answer showing the post as it left it', async () => {
    const post = await insertPost(t.deps.db, { title: 'Hesitant', userId: admin.id });
    const who = raters[0]!;
    const values = Array.from({ length: 50 }, (_, i) => (i % 10) / 2 + 0.5);
    const answers = await Promise.all(values.map((value) => rate(post.id, who, { rate: value })));
    const bodies = await Promise.all(answers.map((res) => json<{ rate: number; post: Post }>(res)));
    expect(answers.map((res) => res.status)).toEqual(values.map(() => 200));
    bodies.forEach((body, i) => {
      expect(body.rate).toBe(values[i]);
      expect(body.post).toMatchObject({ rate: values[i], ratingCount: 1 });
    });
    const rows = await t.deps.db.select().from(ratings).where(eq(ratings.postId, post.id));
    expect(rows).toHaveLength(1);
    expect(await aggregate(post.id)).toEqual({ sum: rows[0]!.halves, count: 1 });
  });

  it("refuses rates outside 0.5..5 or off the 0.5 steps with 422 'Error 422: Unprocessable entity'", async () => {
    const post = await insertPost(t.deps.db, { title: 'Bounds', userId: admin.id });
    for (const value of [0, 0.25, 5.5, -1, 3.3, 100]) {
      const res = await rate(post.id, raters[0]!, { rate: value });
      expect(res.status).toBe(422);
      const body = await json<{ message: string; errors: Record<string, string[]> }>(res);
      expect(body.message).toBe('Error 422: Unprocessable entity');
      expect(body.errors.rate).toBeDefined();
    }
    expect(await aggregate(post.id)).toEqual({ sum: 0, count: 0 });
  });

  it("refuses a missing or non-numeric rate with 400 'Error 400: Invalid input'", async () => {
    const post = await insertPost(t.deps.db, { title: 'Types', userId: admin.id });
    for (const body of [{}, { rate: '4' }, { rate: null }, { rate: [4] }, { stars: 4 }]) {
      const res = await rate(post.id, raters[0]!, body);
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe('Error 400: Invalid input');
    }
    expect(await aggregate(post.id)).toEqual({ sum: 0, count: 0 });
  });

  it('needs the bearer of that user: 401 without, 403 for another user or an admin', async () => {
    const post = await insertPost(t.deps.db, { title: 'Guarded', userId: admin.id });
    expect((await rate(post.id, raters[0]!, { rate: 3 }, '')).status).toBe(401);
    expect((await rate(post.id, raters[0]!, { rate: 3 }, raters[1]!.token)).status).toBe(403);
    expect((await rate(post.id, raters[0]!, { rate: 3 }, admin.token)).status).toBe(403);
    expect(await aggregate(post.id)).toEqual({ sum: 0, count: 0 });
  });

  it("answers 404 'Post not found' for a missing post", async () => {
    const res = await rate(999999, raters[0]!, { rate: 3 });
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ message: 'Post not found' });
  });
});

describe('GET /api/posts/{postId}/rates/{userId}', () => {
  const own = (postId: number, who: Actor, token: string | undefined = who.token) =>
    t.call('GET', `/api/posts/${postId}/rates/${who.id}`, token ? { token } : {});

  it("answers the user's own rating, not the average, and null before they rate", async () => {
    const post = await insertPost(t.deps.db, { title: 'Mine', userId: admin.id });
    expect(await json(await own(post.id, raters[0]!))).toEqual({ rate: null });
    await rate(post.id, raters[0]!, { rate: 3.5 });
    await rate(post.id, raters[1]!, { rate: 5 });
    const res = await own(post.id, raters[0]!);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await json(res)).toEqual({ rate: 3.5 });
  });

  it('needs the bearer of that user: 401 without, 403 for another user or an admin', async () => {
    const post = await insertPost(t.deps.db, { title: 'Private', userId: admin.id });
    expect((await own(post.id, raters[0]!, '')).status).toBe(401);
    expect((await own(post.id, raters[0]!, raters[1]!.token)).status).toBe(403);
    expect((await own(post.id, raters[0]!, admin.token)).status).toBe(403);
  });

  it("answers 404 'Post not found' for a missing post and 400 for a bad id", async () => {
    const missing = await own(999999, raters[0]!);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: 'Post not found' });
    expect((await t.call('GET', `/api/posts/abc/rates/${raters[0]!.id}`, { token: raters[0]!.token })).status).toBe(400);
  });
});
