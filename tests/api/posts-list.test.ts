import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/contract';
import { insertLike, insertPost, insertRating, insertUser } from '../../src/server/db/seed/factories';
import {
  insertManuscript,
  insertMasterHistory,
  insertPostType,
  insertTechnique,
  insertWeapon,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { json } from './content-helpers';

let t: TestApp;
const ids: Record<string, number> = {};

const DAY = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const alice = await insertUser(db, { username: 'alice', fileUrl: '/api/media/images/avatars/alice000.webp' });
  const bob = await insertUser(db, { username: 'bob' });
  const sparring = await insertPostType(db, 'Sparring');
  const drills = await insertPostType(db, 'Drills');
  const longsword = await insertWeapon(db, 'Longsword');
  const rapier = await insertWeapon(db, 'Rapier');
  const fiore = await insertMasterHistory(db, 'Fiore dei Liberi');
  const getty = await insertManuscript(db, 'Getty Fior di Battaglia', { authorId: fiore.id, year: 1404 });
  const posta = await insertTechnique(db, 'Posta di donna', { weaponId: longsword.id, masterId: fiore.id });
  const zornhau = await insertTechnique(db, 'Zornhau', { weaponId: longsword.id });
  Object.assign(ids, { alice: alice.id, bob: bob.id, fiore: fiore.id });
  // 40 posts: ten of each (type, weapon) pair, alternating authors, a day apart.
  for (let i = 0; i < 40; i += 1) {
    const post = await insertPost(db, {
      title: `Post ${String(i).padStart(2, '0')}`,
      userId: i % 2 ? bob.id : alice.id,
      postTypeId: i % 4 < 2 ? sparring.id : drills.id,
      weaponId: i % 2 ? rapier.id : longsword.id,
      masterId: i % 5 === 0 ? fiore.id : null,
      manuscriptId: i % 10 === 0 ? getty.id : null,
      techniqueIds: i % 3 === 0 ? [posta.id, zornhau.id] : [],
      views: (i * 37) % 101,
      priceCents: i % 7 === 0 ? 1299 : 0,
      mediaKey: 'videos/demo-clip-0001.mp4',
      posterUrl: `/api/media/images/posters/post-${String(i).padStart(4, '0')}.webp`,
      createdAt: new Date(now - (40 - i) * DAY),
    });
    ids[`post${i}`] = post.id;
  }
  await insertLike(db, bob.id, ids.post39!);
  await insertRating(db, alice.id, ids.post39!, 9);
  await insertRating(db, bob.id, ids.post39!, 6);
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  return { items: await json<Post[]>(res), total: Number(res.headers.get('x-total-count')) };
};

describe('GET /api/posts', () => {
  it('answers page 1 newest first, 30 a page, with X-Total-Count', async () => {
    const { items, total } = await get('/api/posts');
    expect(total).toBe(40);
    expect(items).toHaveLength(30);
    expect(items[0]!.title).toBe('Post 39');
    const dates = items.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('pages with ?page={n} and ?itemsPerPage, and orders by views or oldest', async () => {
    const second = await get('/api/posts?page=2&itemsPerPage=15');
    expect(second.items.map((p) => p.title)).toEqual(
      Array.from({ length: 15 }, (_, i) => `Post ${String(24 - i).padStart(2, '0')}`),
    );
    expect((await get('/api/posts?page=5&itemsPerPage=15')).items).toEqual([]);
    const byViews = (await get('/api/posts?order=views&itemsPerPage=100')).items.map((p) => p.views);
    expect([...byViews].sort((a, b) => b - a)).toEqual(byViews);
    expect((await get('/api/posts?order=oldest&itemsPerPage=1')).items[0]!.title).toBe('Post 00');
  });

  it('shows a post with its author, views, rate, price as a string, media, poster and links', async () => {
    const { items } = await get('/api/posts?itemsPerPage=1');
    const post = items[0]!;
    expect(post).toMatchObject({
      id: ids.post39,
      title: 'Post 39',
      price: '0.00',
      user: { id: ids.bob, username: 'bob', fileUrl: null },
      rate: 3.8,
      ratingCount: 2,
      likesCount: 1,
      fileUrl: '/api/media/videos/demo-clip-0001.mp4',
      posterUrl: '/api/media/images/posters/post-0039.webp',
      postType: { name: 'Drills', slug: 'drills' },
      weapon: { name: 'Rapier', slug: 'rapier' },
      masterHistory: null,
      techniques: [
        { name: 'Posta di donna', slug: 'posta-di-donna' },
        { name: 'Zornhau', slug: 'zornhau' },
      ].map((ref) => expect.objectContaining(ref)),
    });
    const paid = await json<Post>(await t.call('GET', `/api/posts/${ids.post35}`));
    expect(paid.price).toBe('12.99');
    expect(paid.fileUrl).toBeNull();
    const withMaster = await json<Post>(await t.call('GET', `/api/posts/${ids.post10}`));
    expect(withMaster.masterHistory).toMatchObject({ id: ids.fiore, slug: 'fiore-dei-liberi' });
    expect(withMaster.manuscript).toMatchObject({ slug: 'getty-fior-di-battaglia' });
    expect(withMaster.user).toEqual({
      id: ids.alice,
      username: 'alice',
      fileUrl: '/api/media/images/avatars/alice000.webp',
    });
  });

  it('filters by content type, weapon, master, manuscript, technique (slugs) and user, combined with AND', async () => {
    expect((await get('/api/posts?postType=sparring&itemsPerPage=100')).total).toBe(20);
    expect(
      (await get('/api/posts?weapon=rapier&itemsPerPage=100')).items.every((p) => p.weapon?.slug === 'rapier'),
    ).toBe(true);
    expect((await get('/api/posts?master=fiore-dei-liberi')).total).toBe(8);
    expect((await get('/api/posts?manuscript=getty-fior-di-battaglia')).total).toBe(4);
    const technique = await get('/api/posts?technique=zornhau&itemsPerPage=100');
    expect(technique.total).toBe(14);
    expect(technique.items.every((p) => p.techniques.some((x) => x.slug === 'zornhau'))).toBe(true);
    const mine = await get(`/api/posts?user=${ids.alice}&itemsPerPage=100`);
    expect(mine.total).toBe(20);
    expect(mine.items.every((p) => p.user.id === ids.alice)).toBe(true);
    const both = await get('/api/posts?postType=sparring&weapon=longsword&itemsPerPage=100');
    expect(both.total).toBe(10);
    expect(both.items.every((p) => p.postType?.slug === 'sparring' && p.weapon?.slug === 'longsword')).toBe(true);
    expect(await get('/api/posts?weapon=no-such-weapon')).toEqual({ items: [], total: 0 });
  });

  it("answers bad queries with 400 'Error 400: Invalid input' (SQL in a filter included)", async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'itemsPerPage=1000',
      'order=random',
      "postType=x'%20or%201=1--",
      'user=-1',
    ]) {
      const res = await t.call('GET', `/api/posts?${query}`);
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe('Error 400: Invalid input');
    }
  });
});

describe('home lists and single reads', () => {
  it('gives TRENDS (2 most viewed) and News (6 most recent), with ?limit', async () => {
    const all = (await get('/api/posts?itemsPerPage=100')).items;
    const trends = (await get('/api/posts/trends')).items;
    expect(trends.map((p) => p.id)).toEqual(
      [...all]
        .sort((a, b) => b.views - a.views || b.id - a.id)
        .slice(0, 2)
        .map((p) => p.id),
    );
    expect((await get('/api/posts/news')).items.map((p) => p.id)).toEqual(all.slice(0, 6).map((p) => p.id));
    expect((await get('/api/posts/trends?limit=5')).items).toHaveLength(5);
    expect((await t.call('GET', '/api/posts/news?limit=0')).status).toBe(400);
  });

  it("answers a missing post with 404 'Post not found'", async () => {
    const res = await t.call('GET', '/api/posts/2147483647');
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ message: 'Post not found' });
    expect((await t.call('GET', '/api/posts/2147483648')).status).toBe(400);
  });

  it('lists related posts: sharing the most first, never the post itself', async () => {
    const res = await t.call('GET', `/api/posts/${ids.post0}/related?limit=5`);
    expect(res.status).toBe(200);
    const related = await json<Post[]>(res);
    expect(related).toHaveLength(5);
    expect(related.map((p) => p.id)).not.toContain(ids.post0);
    // Post 0: longsword, Sparring, Fiore, Getty, two techniques. Post 30 shares all of it; post 20 too.
    expect(
      related
        .slice(0, 2)
        .map((p) => p.title)
        .sort(),
    ).toEqual(['Post 20', 'Post 30']);
    expect((await t.call('GET', '/api/posts/999999/related')).status).toBe(404);
  });
});
