import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteItem } from '../../src/contract';
import { favorites } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';

let t: TestApp;
let alice: Actor;
let bob: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  alice = await actor(t);
  bob = await actor(t);
  admin = await actor(t, 'ROLE_ADMIN');
});
afterAll(() => t.close());

const newPost = (title: string, userId = bob.id) => insertPost(t.deps.db, { title, userId });
const favoriteRows = (userId: number, postId: number) =>
  t.deps.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.postId, postId)));

describe('POST /api/posts/{id}/favorite', () => {
  it('bookmarks the post for the bearer: 201 the first time, 200 when it already is, one row either way', async () => {
    const post = await newPost('Worth keeping');
    const added = await t.call('POST', `/api/posts/${post.id}/favorite`, { token: alice.token });
    expect(added.status).toBe(201);
    const body = await json<{ postId: number; favorited: boolean; createdAt: string }>(added);
    expect(body).toMatchObject({ postId: post.id, favorited: true });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    const again = await t.call('POST', `/api/posts/${post.id}/favorite`, { token: alice.token });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(body);
    expect(await favoriteRows(alice.id, post.id)).toHaveLength(1);
  });

  it('answers 401 without a bearer, bookmarking nothing', async () => {
    const post = await newPost('Visitors cannot bookmark');
    const res = await t.call('POST', `/api/posts/${post.id}/favorite`);
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ message: 'Authentication required' });
    expect(await t.deps.db.select().from(favorites).where(eq(favorites.postId, post.id))).toEqual([]);
  });

  it("answers 404 'Post not found' for a missing post and 400 'Error 400: Invalid input' for a malformed id", async () => {
    const missing = await t.call('POST', '/api/posts/999999/favorite', { token: alice.token });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: 'Post not found' });
    const malformed = await t.call('POST', '/api/posts/abc/favorite', { token: alice.token });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).message).toBe('Error 400: Invalid input');
  });

  it('keeps one bookmark under 50 concurrent clicks: one 201, then 200s showing that same bookmark', async () => {
    const post = await newPost('Double click');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', `/api/posts/${post.id}/favorite`, { token: alice.token })),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(49);
    const [row] = await favoriteRows(alice.id, post.id);
    const bodies = await Promise.all(answers.map((res) => json<{ createdAt: string }>(res)));
    expect(new Set(bodies.map((body) => body.createdAt))).toEqual(new Set([row!.createdAt.toISOString()]));
  });

  it('answers 50 concurrent bookmark and unbookmark clicks each with the change it made', async () => {
    const post = await newPost('Indecisive');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call(i % 2 ? 'DELETE' : 'POST', `/api/posts/${post.id}/favorite`, { token: alice.token }),
      ),
    );
    expect(answers.map((res) => res.status).filter((status) => ![200, 201, 204].includes(status))).toEqual([]);
    const adds = await Promise.all(
      answers
        .filter((res) => res.status !== 204)
        .map(async (res) => ({ status: res.status, ...(await json<{ createdAt: string }>(res)) })),
    );
    // Each 200 saw a bookmark that a 201 created and no removal had undone yet.
    const created = adds.filter((add) => add.status === 201).map((add) => add.createdAt);
    for (const add of adds) expect(created).toContain(add.createdAt);
    const rows = await favoriteRows(alice.id, post.id);
    expect(rows.length).toBeLessThanOrEqual(1);
    if (rows[0]) expect(created).toContain(rows[0].createdAt.toISOString());
  });
});

describe('DELETE /api/posts/{id}/favorite', () => {
  it("removes only the bearer's bookmark (204), and answers 204 again when there is none", async () => {
    const post = await newPost('Shared favourite');
    await t.call('POST', `/api/posts/${post.id}/favorite`, { token: alice.token });
    await t.call('POST', `/api/posts/${post.id}/favorite`, { token: bob.token });
    const removed = await t.call('DELETE', `/api/posts/${post.id}/favorite`, { token: alice.token });
    expect(removed.status).toBe(204);
    expect(await favoriteRows(alice.id, post.id)).toEqual([]);
    expect(await favoriteRows(bob.id, post.id)).toHaveLength(1);
    expect((await t.call('DELETE', `/api/posts/${post.id}/favorite`, { token: alice.token })).status).toBe(204);
  });

  it("answers 401 without a bearer and 404 'Post not found' for a missing post", async () => {
    const post = await newPost('Kept by Bob');
    await t.call('POST', `/api/posts/${post.id}/favorite`, { token: bob.token });
    expect((await t.call('DELETE', `/api/posts/${post.id}/favorite`)).status).toBe(401);
    expect(await favoriteRows(bob.id, post.id)).toHaveLength(1);
    const missing = await t.call('DELETE', '/api/posts/999999/favorite', { token: bob.token });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: 'Post not found' });
  });

  it('disappears with the post when the post is deleted', async () => {
    const post = await newPost('Short-lived', alice.id);
    await t.call('POST', `/api/posts/${post.id}/favorite`, { token: bob.token });
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: alice.token })).status).toBe(204);
    expect(await favoriteRows(bob.id, post.id)).toEqual([]);
  });
});

describe('GET /api/users/{id}/favorites', () => {
  it('lists the bookmarks newest first with their posts, paginated with X-Total-Count', async () => {
    const reader = await actor(t);
    const first = await newPost('First bookmarked');
    const second = await newPost('Second bookmarked');
    const third = await newPost('Third bookmarked');
    for (const post of [first, second, third]) {
      expect((await t.call('POST', `/api/posts/${post.id}/favorite`, { token: reader.token })).status).toBe(201);
    }
    const res = await t.call('GET', `/api/users/${reader.id}/favorites?itemsPerPage=2`, { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page1 = await json<FavoriteItem[]>(res);
    expect(page1.map((item) => item.postId)).toEqual([third.id, second.id]);
    expect(page1[0]!.post).toMatchObject({ id: third.id, title: 'Third bookmarked', user: { id: bob.id } });
    const page2 = await json<FavoriteItem[]>(
      await t.call('GET', `/api/users/${reader.id}/favorites?itemsPerPage=2&page=2`, { token: reader.token }),
    );
    expect(page2.map((item) => item.postId)).toEqual([first.id]);
  });

  it('answers [] for a user without bookmarks', async () => {
    const fresh = await actor(t);
    const res = await t.call('GET', `/api/users/${fresh.id}/favorites`, { token: fresh.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('0');
    expect(await json(res)).toEqual([]);
  });

  it('is private: 401 for a visitor, 403 for another user, 200 for an admin, 404 for a missing user', async () => {
    const post = await newPost('Private taste');
    await t.call('POST', `/api/posts/${post.id}/favorite`, { token: alice.token });
    expect((await t.call('GET', `/api/users/${alice.id}/favorites`)).status).toBe(401);
    const other = await t.call('GET', `/api/users/${alice.id}/favorites`, { token: bob.token });
    expect(other.status).toBe(403);
    expect(await json(other)).toMatchObject({ message: 'You do not have permission to do this' });
    const asAdmin = await t.call('GET', `/api/users/${alice.id}/favorites`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect((await json<FavoriteItem[]>(asAdmin)).map((item) => item.postId)).toContain(post.id);
    expect((await t.call('GET', '/api/users/999999/favorites', { token: admin.token })).status).toBe(404);
  });

  it("refuses a bad page or id with 400 'Error 400: Invalid input'", async () => {
    for (const path of [
      `/api/users/${alice.id}/favorites?page=0`,
      `/api/users/${alice.id}/favorites?itemsPerPage=101`,
      '/api/users/abc/favorites',
    ]) {
      const res = await t.call('GET', path, { token: alice.token });
      expect(res.status, path).toBe(400);
      expect((await json(res)).message).toBe('Error 400: Invalid input');
    }
  });
});

describe('GET /api/users/{id}/favorites/ids', () => {
  it('gives the ids of the bookmarked posts newest first, to that user or an admin only', async () => {
    const reader = await actor(t);
    const a = await newPost('Id one');
    const b = await newPost('Id two');
    await t.call('POST', `/api/posts/${a.id}/favorite`, { token: reader.token });
    await t.call('POST', `/api/posts/${b.id}/favorite`, { token: reader.token });
    await t.call('DELETE', `/api/posts/${a.id}/favorite`, { token: reader.token });
    await t.call('POST', `/api/posts/${a.id}/favorite`, { token: reader.token });
    const res = await t.call('GET', `/api/users/${reader.id}/favorites/ids`, { token: reader.token });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([a.id, b.id]);
    expect((await t.call('GET', `/api/users/${reader.id}/favorites/ids`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', `/api/users/${reader.id}/favorites/ids`, { token: bob.token })).status).toBe(403);
    expect((await t.call('GET', `/api/users/${reader.id}/favorites/ids`)).status).toBe(401);
  });
});
