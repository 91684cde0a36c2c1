import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/contract';
import { posts, users } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { insertWeapon } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, json, type Actor } from './content-helpers';

let t: TestApp;
let author: Actor;
let other: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  author = await actor(t);
  // A connected seller, so the author may also set a price.
  await t.deps.db
    .update(users)
    .set({ stripeConnectId: 'acct_ownership', stripeChargesEnabled: true })
    .where(eq(users.id, author.id));
  other = await actor(t);
  admin = await actor(t, 'ROLE_ADMIN');
});
afterAll(() => t.close());

const row = async (id: number) => (await t.deps.db.select().from(posts).where(eq(posts.id, id)))[0] ?? null;
const ownPost = (title = 'Mine to change') =>
  insertPost(t.deps.db, { title, userId: author.id, description: 'Original text', priceCents: 0 });

describe('PATCH /api/posts/{id}: only its author or an admin', () => {
  it('lets the author edit the fields given (200) and keeps them as the author', async () => {
    const post = await ownPost();
    const weapon = await insertWeapon(t.deps.db, `Messer ${post.id}`);
    const res = await t.call('PATCH', `/api/posts/${post.id}`, {
      token: author.token,
      json: { title: 'Renamed by its author', price: '4.50', weaponId: weapon.id },
    });
    expect(res.status).toBe(200);
    const body = await json<Post>(res);
    expect(body).toMatchObject({
      id: post.id,
      title: 'Renamed by its author',
      description: 'Original text',
      price: '4.50',
      user: { id: author.id },
    });
    expect(body.weapon?.id).toBe(weapon.id);
    expect((await row(post.id))?.userId).toBe(author.id);
  });

  it('answers 403 to another user and changes nothing', async () => {
    const post = await ownPost();
    const res = await t.call('PATCH', `/api/posts/${post.id}`, {
      token: other.token,
      json: { title: 'Hijacked', price: '0' },
    });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ message: 'You do not have permission to do this' });
    expect(await row(post.id)).toMatchObject({
      title: 'Mine to change',
      description: 'Original text',
      userId: author.id,
    });
  });

  it('answers 401 to a visitor and changes nothing', async () => {
    const post = await ownPost();
    const res = await t.call('PATCH', `/api/posts/${post.id}`, { json: { title: 'Anonymous edit' } });
    expect(res.status).toBe(401);
    expect((await row(post.id))?.title).toBe('Mine to change');
  });

  it("lets an admin edit anyone's post (200)", async () => {
    const post = await ownPost();
    const res = await t.call('PATCH', `/api/posts/${post.id}`, {
      token: admin.token,
      json: { title: 'Moderated title' },
    });
    expect(res.status).toBe(200);
    expect((await row(post.id))?.title).toBe('Moderated title');
  });

  it("answers 404 'Post not found' for a missing post, and refuses bad values with 422 and nothing changed", async () => {
    const missing = await t.call('PATCH', '/api/posts/999999', { token: author.token, json: { title: 'Nowhere' } });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: 'Post not found' });
    const post = await ownPost();
    const bad = await t.call('PATCH', `/api/posts/${post.id}`, {
      token: author.token,
      json: { title: '<b>bold</b>', description: 'x'.repeat(10_001) },
    });
    expect(bad.status).toBe(422);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(bad);
    expect(body.message).toBe('Error 422: Unprocessable entity');
    expect(Object.keys(body.errors).sort()).toEqual(['description', 'title']);
    expect(await row(post.id)).toMatchObject({ title: 'Mine to change', description: 'Original text' });
  });
});

describe('DELETE /api/posts/{id}: only its author or an admin', () => {
  it('answers 403 to another user and 401 to a visitor, and the post stays', async () => {
    const post = await ownPost('Not yours to delete');
    const res = await t.call('DELETE', `/api/posts/${post.id}`, { token: other.token });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ message: 'You do not have permission to do this' });
    expect((await t.call('DELETE', `/api/posts/${post.id}`)).status).toBe(401);
    expect(await row(post.id)).not.toBeNull();
    expect((await t.call('GET', `/api/posts/${post.id}`)).status).toBe(200);
  });

  it("lets the author delete (204); the post is gone from the author's list and answers 404 after", async () => {
    const post = await ownPost('Deleted by its author');
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: author.token })).status).toBe(204);
    expect(await row(post.id)).toBeNull();
    const list = await json<Post[]>(await t.call('GET', `/api/posts?user=${author.id}&itemsPerPage=100`));
    expect(list.map((p) => p.id)).not.toContain(post.id);
    const again = await t.call('DELETE', `/api/posts/${post.id}`, { token: author.token });
    expect(again.status).toBe(404);
    expect(await json(again)).toMatchObject({ message: 'Post not found' });
  });

  it("lets an admin delete anyone's post (204)", async () => {
    const post = await ownPost('Removed by an admin');
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: admin.token })).status).toBe(204);
    expect(await row(post.id)).toBeNull();
  });
});

describe('GET /api/posts?user={id}: the posts of one author (their profile)', () => {
  it("lists only that author's posts, newest first, with the total", async () => {
    const writer = await actor(t);
    const older = await insertPost(t.deps.db, {
      title: 'Older',
      userId: writer.id,
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const newer = await insertPost(t.deps.db, {
      title: 'Newer',
      userId: writer.id,
      createdAt: new Date('2024-06-01T00:00:00Z'),
    });
    await insertPost(t.deps.db, { title: 'Someone else', userId: other.id });
    const res = await t.call('GET', `/api/posts?user=${writer.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('2');
    expect((await json<Post[]>(res)).map((p) => p.id)).toEqual([newer.id, older.id]);
  });
});
