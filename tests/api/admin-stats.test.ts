import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostStat, Stats } from '../../src/contract';
import { insertLike, insertPost, insertRating } from '../../src/server/db/seed/factories';
import { insertOrder, insertPostType, insertTechnique } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';

let t: TestApp;
let admin: Actor;
let seller: Actor;
let buyer: Actor;
let ids: { zornhau: number; krumphau: number; ringen: number };

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  // One trusted proxy, so each test visitor has its own address.
  t = await createTestApp({ TRUST_PROXY: '1' });
  admin = await actor(t, 'ROLE_ADMIN');
  seller = await actor(t);
  buyer = await actor(t);
  const db = t.deps.db;
  const sparring = await insertPostType(db, 'Sparring');
  await insertTechnique(db, 'Zwerchhau');
  const zornhau = await insertPost(db, {
    title: 'Zornhau drills',
    userId: seller.id,
    views: 500,
    priceCents: 1299,
    postTypeId: sparring.id,
  });
  const krumphau = await insertPost(db, { title: 'Krumphau für Anfänger', userId: seller.id, views: 900 });
  const ringen = await insertPost(db, { title: 'Ringen am Schwert', userId: seller.id, views: 20 });
  ids = { zornhau: zornhau.id, krumphau: krumphau.id, ringen: ringen.id };
  await insertLike(db, buyer.id, zornhau.id);
  await insertLike(db, seller.id, zornhau.id);
  await insertRating(db, buyer.id, zornhau.id, 9);
  const line = { postId: zornhau.id, sellerId: seller.id, title: zornhau.title, priceCents: 1299 };
  await insertOrder(db, { userId: buyer.id, lines: [line] });
  await insertOrder(db, { userId: buyer.id, lines: [line], paidAt: new Date(Date.now() - 3 * DAY_MS) });
  await insertOrder(db, { userId: buyer.id, lines: [line], paidAt: new Date(Date.now() - 40 * DAY_MS) });
  await insertOrder(db, { userId: buyer.id, status: 'pending', lines: [line] });
});
afterAll(() => t.close());

const getStats = async (query = '') => {
  const res = await t.call('GET', `/api/stats${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return json<Stats>(res);
};

const view = (id: number, ip: string) =>
  t.call('POST', `/api/posts/${id}/increment-views`, { headers: { 'X-Forwarded-For': ip, 'User-Agent': 'Stats/1' } });

describe('GET /api/stats', () => {
  it('counts users, content, likes, ratings, views and paid orders', async () => {
    const { counts } = await getStats();
    expect(counts).toMatchObject({
      users: 3,
      admins: 1,
      posts: 3,
      postTypes: 1,
      techniques: 1,
      weapons: 0,
      likes: 2,
      ratings: 1,
      sales: 3,
      revenue: '38.97',
    });
    expect(counts.views).toBeGreaterThanOrEqual(1420);
  });

  it('gives one value per day for the requested period, ending today', async () => {
    const { series } = await getStats('?days=7');
    expect(series.days).toHaveLength(7);
    expect(series.days.at(-1)).toBe(today());
    expect(series.views).toHaveLength(7);
    expect(series.sales).toEqual([0, 0, 0, 1, 0, 0, 1]);
    expect(series.revenue.at(-1)).toBeCloseTo(12.99);
  });

  it('records each counted view on the day it happens, for the chart and the top posts', async () => {
    const before = await getStats();
    await view(ids.ringen, '203.0.113.10');
    await view(ids.ringen, '203.0.113.11');
    await view(ids.ringen, '203.0.113.11'); // a repeat within 30 minutes is not a view
    const after = await getStats();
    expect(after.series.views.at(-1)! - before.series.views.at(-1)!).toBe(2);
    expect(after.counts.views).toBe(Number(before.counts.views) + 2);
    const ringen = after.topPosts.find((post) => post.id === ids.ringen)!;
    expect(ringen).toMatchObject({ views: 22, periodViews: 2 });
  });

  it('lists the most viewed posts first, with likes and rating', async () => {
    const { topPosts } = await getStats('?top=2');
    expect(topPosts.map((post) => post.id)).toEqual([ids.krumphau, ids.zornhau]);
    expect(topPosts[1]).toMatchObject({ likesCount: 2, rate: 4.5 });
  });

  it('answers 400 for a period shorter than a week or longer than a year', async () => {
    for (const days of [3, 400, 'x']) {
      const res = await t.call('GET', `/api/stats?days=${days}`, { token: admin.token });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe('Error 400: Invalid input');
    }
  });
});

describe('GET /api/stats/posts', () => {
  const list = async (query: string) => {
    const res = await t.call('GET', `/api/stats/posts?${query}`, { token: admin.token });
    expect(res.status).toBe(200);
    return { total: Number(res.headers.get('X-Total-Count')), posts: await json<PostStat[]>(res) };
  };

  it('gives each post its views, likes, rating, sales, author and content type', async () => {
    const { posts } = await list('q=zornhau');
    expect(posts).toEqual([
      expect.objectContaining({
        id: ids.zornhau,
        price: '12.99',
        likesCount: 2,
        rate: 4.5,
        salesCount: 3,
        user: { id: seller.id, username: seller.username },
        postType: 'Sparring',
      }),
    ]);
  });

  it('searches titles ignoring case and accents', async () => {
    const { posts } = await list('q=KRUMPHAU FUR');
    expect(posts.map((post) => post.id)).toEqual([ids.krumphau]);
  });

  it('sorts by any figure and paginates with X-Total-Count', async () => {
    const byViews = await list('sort=views&order=desc&itemsPerPage=2');
    expect(byViews.total).toBe(3);
    expect(byViews.posts.map((post) => post.id)).toEqual([ids.krumphau, ids.zornhau]);
    const page2 = await list('sort=views&order=desc&itemsPerPage=2&page=2');
    expect(page2.posts.map((post) => post.id)).toEqual([ids.ringen]);
    const bySales = await list('sort=sales&order=desc');
    expect(bySales.posts[0]!.id).toBe(ids.zornhau);
    const byTitle = await list('sort=title&order=asc');
    expect(byTitle.posts.map((post) => post.title)).toEqual([
      'Krumphau für Anfänger',
      'Ringen am Schwert',
      'Zornhau drills',
    ]);
  });

  it('answers 400 for an unknown sort', async () => {
    const res = await t.call('GET', '/api/stats/posts?sort=secret', { token: admin.token });
    expect(res.status).toBe(400);
  });
});
