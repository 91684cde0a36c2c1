import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../../src/server/db/seed/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, sendForm, type Actor } from './content-helpers';

/**
 * The API response cache drops by tag (contract/cache-tags): a write drops the cached answers
 * showing what it changed, and only those. `X-Cache` tells a hit from a computation.
 */

let t: TestApp;
let admin: Actor;
let fan: Actor;

beforeAll(async () => {
  // Entries outlive the file: what drops them here is a write's tags, never the clock (the 3 s
  // default ran out between warming five answers and reading them again under CI's load).
  t = await createTestApp({ API_CACHE_SECONDS: '3600' });
  admin = await actor(t, 'ROLE_ADMIN');
  fan = await actor(t);
});
afterAll(() => t.close());

/** Two authors with a post each: A by `a`, B by `b`. */
async function twoPosts() {
  const a = await actor(t);
  const b = await actor(t);
  const postA = await insertPost(t.deps.db, { title: `A by ${a.username}`, userId: a.id });
  const postB = await insertPost(t.deps.db, { title: `B by ${b.username}`, userId: b.id });
  return { a, b, postA: postA.id, postB: postB.id };
}

/** GETs each path and answers whether each came from the cache. */
async function hits(paths: string[]): Promise<Record<string, boolean>> {
  const seen: Record<string, boolean> = {};
  for (const path of paths) {
    const res = await t.call('GET', path);
    expect(res.status, path).toBe(200);
    seen[path] = res.headers.get('X-Cache') === 'HIT';
  }
  return seen;
}

async function warm(paths: string[]) {
  await hits(paths);
  expect(Object.values(await hits(paths)).every(Boolean)).toBe(true);
}

describe('the API response cache, by tag', () => {
  it('a like on post A drops what shows A and keeps post B, its list and its author cached', async () => {
    const { a, b, postA, postB } = await twoPosts();
    const showsA = [`/api/posts/${postA}`, `/api/posts?user=${a.id}`, `/api/users/${a.id}/profile`, '/api/posts/news'];
    const other = [`/api/posts/${postB}`, `/api/posts?user=${b.id}`, `/api/users/${b.id}/profile`];
    await warm([...showsA, ...other]);

    expect((await t.call('POST', `/api/posts/${postA}/likes/${fan.id}`, { token: fan.token })).status).toBe(201);

    expect(await hits(other)).toEqual(Object.fromEntries(other.map((path) => [path, true])));
    const after = await hits(showsA);
    expect(after[`/api/posts/${postA}`]).toBe(false);
    expect(after[`/api/users/${a.id}/profile`]).toBe(false); // likes received
    expect(after['/api/posts/news']).toBe(false); // shows A with its count
    const fresh = (await (await t.call('GET', `/api/posts/${postA}`)).json()) as { likesCount: number };
    expect(fresh.likesCount).toBe(1);
  });

  it('a rating and a counted view on A drop A, not B', async () => {
    const { postA, postB } = await twoPosts();
    const paths = [`/api/posts/${postA}`, `/api/posts/${postB}`];
    await warm(paths);
    expect(
      (await t.call('POST', `/api/posts/${postA}/rates/${fan.id}`, { token: fan.token, json: { rate: 4 } })).status,
    ).toBe(200);
    expect(await hits(paths)).toEqual({ [paths[0]!]: false, [paths[1]!]: true });
    const viewed = await t.call('POST', `/api/posts/${postA}/increment-views`, {
      headers: { 'X-Forwarded-For': '203.0.113.9', 'User-Agent': 'cache-test' },
    });
    expect(viewed.status).toBe(201);
    expect(await hits(paths)).toEqual({ [paths[0]!]: false, [paths[1]!]: true });
  });

  it("a new name drops the answers showing the user's posts and profile, not the others", async () => {
    const { a, postA, postB } = await twoPosts();
    const paths = [`/api/posts/${postA}`, `/api/users/${a.id}/profile`, `/api/posts/${postB}`];
    await warm(paths);
    const renamed = `renamed_${a.id}`;
    expect((await t.call('PATCH', `/api/users/${a.id}`, { token: a.token, json: { username: renamed } })).status).toBe(
      200,
    );
    expect(await hits(paths)).toEqual({ [paths[0]!]: false, [paths[1]!]: false, [paths[2]!]: true });
    const post = (await (await t.call('GET', `/api/posts/${postA}`)).json()) as { user: { username: string } };
    expect(post.user.username).toBe(renamed);
  });

  it("a new post drops the lists it may join and its author's profile, not another author's list", async () => {
    const { a, b, postB } = await twoPosts();
    const paths = [
      '/api/posts/news',
      `/api/posts?user=${a.id}`,
      `/api/users/${a.id}/profile`,
      `/api/posts?user=${b.id}`,
      `/api/posts/${postB}`,
    ];
    await warm(paths);
    const created = await sendForm(t, 'POST', '/api/posts', { title: `New by ${a.username}`, price: '0' }, a.token);
    expect(created.status).toBe(201);
    expect(await hits(paths)).toEqual({
      '/api/posts/news': false,
      [`/api/posts?user=${a.id}`]: false,
      [`/api/users/${a.id}/profile`]: false,
      [`/api/posts?user=${b.id}`]: true,
      [`/api/posts/${postB}`]: true,
    });
  });

  it('deleting post A makes its cached answer 404 at once', async () => {
    const { a, postA, postB } = await twoPosts();
    const paths = [`/api/posts/${postA}`, `/api/posts/${postB}`, `/api/posts?user=${a.id}`];
    await warm(paths);
    expect((await t.call('DELETE', `/api/posts/${postA}`, { token: a.token })).status).toBe(204);
    expect((await t.call('GET', `/api/posts/${postA}`)).status).toBe(404);
    const list = await t.call('GET', `/api/posts?user=${a.id}`);
    expect(list.headers.get('X-Cache')).toBe('MISS');
    expect(await list.json()).toEqual([]);
    expect((await hits([`/api/posts/${postB}`]))[`/api/posts/${postB}`]).toBe(true);
  });

  it('a library edit drops the library and every post, which show library names', async () => {
    const { postA } = await twoPosts();
    const paths = ['/api/weapons', `/api/posts/${postA}`];
    await warm(paths);
    const created = await sendForm(t, 'POST', '/api/weapons', { name: `Spadone ${postA}` }, admin.token);
    expect(created.status).toBe(201);
    expect(await hits(paths)).toEqual({ '/api/weapons': false, [`/api/posts/${postA}`]: false });
  });
});
