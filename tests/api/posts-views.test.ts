import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, postViews } from '../../src/server/db/schema';
import { insertPost, insertUser } from '../../src/server/db/seed/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { json } from './content-helpers';

let t: TestApp;
let userId: number;

beforeAll(async () => {
  // One trusted proxy: the visitor's address is the last X-Forwarded-For entry.
  t = await createTestApp({ TRUST_PROXY: '1' });
  userId = (await insertUser(t.deps.db, { username: 'viewer_author' })).id;
});
afterAll(() => t.close());

const view = (id: number, visitor: { ip?: string; ua?: string } = {}) =>
  t.call('POST', `/api/posts/${id}/increment-views`, {
    headers: { 'X-Forwarded-For': visitor.ip ?? '203.0.113.7', 'User-Agent': visitor.ua ?? 'Firefox/140' },
  });
const storedViews = async (id: number) =>
  (await t.deps.db.select({ views: posts.views }).from(posts).where(eq(posts.id, id)))[0]!.views;

describe('POST /api/posts/{id}/increment-views', () => {
  it('counts a view without a token: 201 with the new count', async () => {
    const post = await insertPost(t.deps.db, { title: 'Watched', userId, views: 10 });
    const res = await view(post.id);
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ views: 11 });
    expect(await storedViews(post.id)).toBe(11);
  });

  it('does not count a visitor again within 30 minutes, still answering 201', async () => {
    const post = await insertPost(t.deps.db, { title: 'Looped', userId });
    for (let i = 0; i < 20; i += 1) expect((await view(post.id)).status).toBe(201);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => view(post.id, { ip: '198.51.100.9' })));
    expect(parallel.every((res) => res.status === 201)).toBe(true);
    expect(await storedViews(post.id)).toBe(2);
  });

  it('counts another address or another browser as another visitor', async () => {
    const post = await insertPost(t.deps.db, { title: 'Popular', userId });
    await view(post.id, { ip: '192.0.2.1' });
    await view(post.id, { ip: '192.0.2.2' });
    await view(post.id, { ip: '192.0.2.1', ua: 'Chromium/150' });
    // A spoofed first entry does not matter: only the address our proxy appended is used.
    await view(post.id, { ip: '10.9.9.9, 192.0.2.1' });
    expect(await storedViews(post.id)).toBe(3);
  });

  it('counts at most 3 views of a post per address within 30 minutes, whatever User-Agent it sends', async () => {
    const post = await insertPost(t.deps.db, { title: 'Spoofed browsers', userId, views: 100 });
    const answers: { views: number }[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await view(post.id, { ip: '203.0.113.50', ua: `Browser/${i}` });
      expect(res.status).toBe(201);
      answers.push(await json<{ views: number }>(res));
    }
    expect(answers.slice(0, 4).map((answer) => answer.views)).toEqual([101, 102, 103, 103]);
    expect(answers.every((answer) => answer.views <= 103)).toBe(true);
    expect(await storedViews(post.id)).toBe(103);
  });

  it('keeps the cap of 3 under 200 concurrent views from one address with 200 User-Agents', async () => {
    const post = await insertPost(t.deps.db, { title: 'Flooded', userId });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => view(post.id, { ip: '203.0.113.51', ua: `Flood/${i}` })),
    );
    expect(answers.every((res) => res.status === 201)).toBe(true);
    expect(await storedViews(post.id)).toBe(3);
    const rows = await t.deps.db.select().from(postViews).where(eq(postViews.postId, post.id));
    expect(rows).toHaveLength(3);
  });

  it('still counts a club behind one address up to 3, and every other address normally', async () => {
    const post = await insertPost(t.deps.db, { title: 'Club night', userId });
    await Promise.all(
      Array.from({ length: 12 }, (_, member) => view(post.id, { ip: '198.51.100.200', ua: `Member/${member}` })),
    );
    expect(await storedViews(post.id)).toBe(3);
    await Promise.all(Array.from({ length: 10 }, (_, i) => view(post.id, { ip: `192.0.2.${100 + i}` })));
    expect(await storedViews(post.id)).toBe(13);
    // The cap is per post: the club's address still counts on another post.
    const other = await insertPost(t.deps.db, { title: 'Next video', userId });
    await view(other.id, { ip: '198.51.100.200', ua: 'Member/0' });
    expect(await storedViews(other.id)).toBe(1);
  });

  it('lets an address count again once its views are older than the window', async () => {
    const post = await insertPost(t.deps.db, { title: 'Weekly class', userId });
    for (let i = 0; i < 5; i += 1) await view(post.id, { ip: '198.51.100.201', ua: `Week1/${i}` });
    expect(await storedViews(post.id)).toBe(3);
    await t.deps.db
      .update(postViews)
      .set({ viewedAt: sql`now() - interval '31 minutes'` })
      .where(eq(postViews.postId, post.id));
    for (let i = 0; i < 5; i += 1) await view(post.id, { ip: '198.51.100.201', ua: `Week2/${i}` });
    expect(await storedViews(post.id)).toBe(6);
  });

  it('counts the same visitor again once the window has passed', async () => {
    const post = await insertPost(t.deps.db, { title: 'Revisited', userId });
    await view(post.id);
    await t.deps.db
      .update(postViews)
      .set({ viewedAt: sql`now() - interval '31 minutes'` })
      .where(eq(postViews.postId, post.id));
    expect(await json(await view(post.id))).toEqual({ views: 2 });
  });

  it('stores a keyed hash, never the address or the browser', async () => {
    const post = await insertPost(t.deps.db, { title: 'Private', userId });
    await view(post.id, { ip: '192.0.2.55', ua: 'SecretBrowser/1' });
    const [row] = await t.deps.db.select().from(postViews).where(eq(postViews.postId, post.id));
    expect(row!.visitorHash).not.toContain('192.0.2.55');
    expect(row!.visitorHash).not.toContain('SecretBrowser');
    expect(row!.visitorHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row!.addressHash).not.toContain('192.0.2.55');
    expect(row!.addressHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row!.addressHash).not.toBe(row!.visitorHash);
  });

  it("answers 404 'Post not found' for a missing post and 400 for a bad id, counting nothing", async () => {
    const missing = await view(999999);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: 'Post not found' });
    expect((await t.call('POST', '/api/posts/abc/increment-views')).status).toBe(400);
    expect((await t.deps.db.select().from(postViews).where(eq(postViews.postId, 999999))).length).toBe(0);
  });
});
