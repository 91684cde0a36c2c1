import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/contract';
import { posts, ratings } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';

let t: TestApp;
let admin: Actor;
let author: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await actor(t, 'ROLE_ADMIN');
  author = await actor(t);
});
afterAll(() => t.close());

const rate = (postId: number, who: Actor, stars: number) =>
  t.call('POST', `/api/posts/${postId}/rates/${who.id}`, { json: { rate: stars }, token: who.token });
const like = (postId: number, who: Actor) =>
  t.call('POST', `/api/posts/${postId}/likes/${who.id}`, { token: who.token });
const deleteAccount = (who: Actor, by: Actor = who) => t.call('DELETE', `/api/users/${who.id}`, { token: by.token });
const stored = async (postId: number) =>
  (
    await t.deps.db
      .select({ sum: posts.ratingHalvesSum, count: posts.ratingCount })
      .from(posts)
      .where(eq(posts.id, postId))
  )[0];
const shown = async (postId: number) => json<Post>(await t.call('GET', `/api/posts/${postId}`));

describe('DELETE /api/users/{id} and the counters of the posts the user rated', () => {
  it("recomputes a post's rating count, sum and average when a rater deletes their own account", async () => {
    const post = await insertPost(t.deps.db, { title: 'Rated by three', userId: author.id });
    const [leaver, stayer1, stayer2] = [await actor(t), await actor(t), await actor(t)];
    await rate(post.id, leaver!, 0.5);
    await rate(post.id, stayer1!, 4);
    await rate(post.id, stayer2!, 5);
    expect(await stored(post.id)).toEqual({ sum: 19, count: 3 });
    expect((await deleteAccount(leaver!)).status).toBe(204);
    expect(await stored(post.id)).toEqual({ sum: 18, count: 2 });
    expect(await shown(post.id)).toMatchObject({ rate: 4.5, ratingCount: 2 });
  });

  it('recomputes every post the user rated when an admin deletes the account, down to no rating at all', async () => {
    const only = await insertPost(t.deps.db, { title: 'Rated by one', userId: author.id });
    const shared = await insertPost(t.deps.db, { title: 'Rated by two', userId: author.id });
    const [leaver, stayer] = [await actor(t), await actor(t)];
    await rate(only.id, leaver!, 3);
    await rate(shared.id, leaver!, 1);
    await rate(shared.id, stayer!, 2);
    await like(shared.id, leaver!);
    expect((await deleteAccount(leaver!, admin)).status).toBe(204);
    expect(await stored(only.id)).toEqual({ sum: 0, count: 0 });
    expect(await shown(only.id)).toMatchObject({ rate: 0, ratingCount: 0 });
    expect(await stored(shared.id)).toEqual({ sum: 4, count: 1 });
    expect(await shown(shared.id)).toMatchObject({ rate: 2, ratingCount: 1, likesCount: 0 });
  });

  it('keeps the totals exact when the account is deleted while others rate the same post', async () => {
    const post = await insertPost(t.deps.db, { title: 'Busy while leaving', userId: author.id });
    const leaver = await actor(t);
    const crowd = await Promise.all(Array.from({ length: 20 }, () => actor(t)));
    await rate(post.id, leaver, 5);
    const [deleted, ...rated] = await Promise.all([
      deleteAccount(leaver),
      ...crowd.map((who) => rate(post.id, who, 2)),
    ]);
    expect(deleted.status).toBe(204);
    expect(rated.map((res) => res.status)).toEqual(crowd.map(() => 200));
    expect(await t.deps.db.select().from(ratings).where(eq(ratings.postId, post.id))).toHaveLength(20);
    expect(await stored(post.id)).toEqual({ sum: 80, count: 20 });
  });
});
