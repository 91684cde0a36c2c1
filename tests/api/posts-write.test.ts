import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, Post } from '../../src/contract';
import { postTechniques, posts } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { insertTechnique, insertWeapon } from '../support/factories';
import { SELLING_MESSAGES } from '../../src/server/services/commerce/selling';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, file, json, pngBytes, sendForm, svgBytes, type Actor } from './content-helpers';

let t: TestApp;
let admin: Actor;
let author: Actor;
let other: Actor;
let weaponId: number;
let techniqueIds: number[];

beforeAll(async () => {
  // The response cache's entries outlive the file: the test of it checks tags, not the clock.
  t = await createTestApp({ API_CACHE_SECONDS: '3600' });
  admin = await actor(t, 'ROLE_ADMIN');
  author = await actor(t, 'ROLE_USER', { seller: true });
  other = await actor(t);
  weaponId = (await insertWeapon(t.deps.db, 'Longsword')).id;
  techniqueIds = [(await insertTechnique(t.deps.db, 'Zornhau')).id, (await insertTechnique(t.deps.db, 'Krumphau')).id];
});
afterAll(() => t.close());

const countPosts = async () => (await t.deps.db.select({ id: posts.id }).from(posts)).length;

describe('POST /api/posts', () => {
  it('needs a bearer (401) and creates the post for the signed-in user (201)', async () => {
    expect((await sendForm(t, 'POST', '/api/posts', { title: 'Anonymous' })).status).toBe(401);
    const res = await sendForm(
      t,
      'POST',
      '/api/posts',
      {
        title: 'Zornhau drills',
        description: 'Slow, then fast.',
        price: '12.5',
        weaponId,
        techniqueIds,
        file: file(await pngBytes(1280, 720), 'poster.png', 'image/png'),
      },
      author.token,
    );
    expect(res.status).toBe(201);
    const post = await json<Post>(res);
    expect(post).toMatchObject({
      title: 'Zornhau drills',
      description: 'Slow, then fast.',
      price: '12.50',
      user: { id: author.id, username: author.username, fileUrl: null },
      views: 0,
      rate: 0,
      fileUrl: null,
      weapon: { id: weaponId, name: 'Longsword', slug: 'longsword' },
    });
    expect(post.techniques.map((x) => x.id).sort()).toEqual([...techniqueIds].sort());
    expect(post.posterUrl).toMatch(/^\/api\/media\/images\/posters\/.+\.webp$/);
    expect((await json<Post>(await t.call('GET', `/api/posts/${post.id}`))).title).toBe('Zornhau drills');
  });

  it('lets only a connected seller publish a paid post (403 otherwise), free posts for anyone', async () => {
    const before = await countPosts();
    const paid = await sendForm(t, 'POST', '/api/posts', { title: 'Paid lesson', price: '5' }, other.token);
    expect(paid.status).toBe(403);
    expect(await json(paid)).toMatchObject({ message: SELLING_MESSAGES.notConnected });
    expect(await countPosts()).toBe(before);
    expect((await sendForm(t, 'POST', '/api/posts', { title: 'Free lesson', price: '0' }, other.token)).status).toBe(
      201,
    );
  });

  it('accepts a free post without video (price absent = 0.00), and the technique list comma-separated', async () => {
    const res = await sendForm(
      t,
      'POST',
      '/api/posts',
      { title: 'Notes on the bind', techniqueIds: techniqueIds.join(',') },
      author.token,
    );
    expect(res.status).toBe(201);
    const post = await json<Post>(res);
    expect(post.price).toBe('0.00');
    expect(post.techniques).toHaveLength(2);
  });

  it('refuses bad input with 400/422 and a clear field message, creating nothing', async () => {
    const before = await countPosts();
    const cases: [Record<string, string | number | File | (string | number)[]>, number, string][] = [
      [{ description: 'no title' }, 400, 'title'],
      [{ title: '' }, 422, 'title'],
      [{ title: 'x'.repeat(201) }, 422, 'title'],
      [{ title: '<img src=x onerror=alert(1)>' }, 422, 'title'],
      [{ title: 'Bad price', price: '12.999' }, 422, 'price'],
      [{ title: 'Bad price', price: '-3' }, 422, 'price'],
      [{ title: 'Bad price', price: '1e5' }, 422, 'price'],
      [{ title: 'Too expensive', price: '10000.01' }, 422, 'price'],
      [{ title: 'Bad weapon', weaponId: 'longsword' }, 400, 'weaponId'],
      [{ title: 'Missing weapon', weaponId: 999999 }, 422, 'weaponId'],
      [{ title: 'Missing technique', techniqueIds: [techniqueIds[0]!, 999999] }, 422, 'techniqueIds'],
      [{ title: 'SQL id', weaponId: '1 or 1=1' }, 400, 'weaponId'],
      [{ title: 'SVG poster', file: file(svgBytes, 'poster.png', 'image/png') }, 422, 'file'],
      [{ title: 'Text as file', file: 'not a file' }, 400, 'file'],
      [{ title: 'Foreign video', videoKey: `videos/u${other.id}/AAAAAAAAAAAAAAAAAAAAAA.mp4` }, 422, 'videoKey'],
      [{ title: 'Made-up video', videoKey: '../../etc/passwd' }, 422, 'videoKey'],
    ];
    for (const [fields, status, field] of cases) {
      const res = await sendForm(t, 'POST', '/api/posts', fields, author.token);
      expect({ fields, status: res.status }).toEqual({ fields, status });
      const body = await json<ErrorBody>(res);
      expect(body.message).toBe(status === 400 ? 'Error 400: Invalid input' : 'Error 422: Unprocessable entity');
      expect(body.errors?.[field]?.length).toBeGreaterThan(0);
    }
    const json400 = await t.call('POST', '/api/posts', {
      token: author.token,
      json: { title: 'JSON instead of multipart' },
    });
    expect(json400.status).toBe(415);
    expect(await countPosts()).toBe(before);
  });
});

describe('PATCH /api/posts/{id}', () => {
  it('lets the author and an admin edit (200), not another user (403) or a visitor (401)', async () => {
    const post = await insertPost(t.deps.db, { title: 'Draft', userId: author.id });
    expect((await t.call('PATCH', `/api/posts/${post.id}`, { json: { title: 'x' } })).status).toBe(401);
    expect(
      (await t.call('PATCH', `/api/posts/${post.id}`, { token: other.token, json: { title: 'Hijacked' } })).status,
    ).toBe(403);
    const mine = await t.call('PATCH', `/api/posts/${post.id}`, {
      token: author.token,
      json: { title: 'Final', price: 4.5, techniqueIds: [techniqueIds[1]] },
    });
    expect(mine.status).toBe(200);
    expect(await json(mine)).toMatchObject({
      title: 'Final',
      price: '4.50',
      techniques: [expect.objectContaining({ id: techniqueIds[1] })],
    });
    const byAdmin = await t.call('PATCH', `/api/posts/${post.id}`, { token: admin.token, json: { weaponId } });
    expect((await json<Post>(byAdmin)).weapon?.id).toBe(weaponId);
    const missing = await t.call('PATCH', '/api/posts/999999', { token: admin.token, json: { title: 'x' } });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ message: 'Post not found' });
  });
});

describe('PATCH /api/posts/{id} price', () => {
  it('holds a JSON number price to the two-decimal rule of the string form: 422 with the same message, never 500', async () => {
    const post = await insertPost(t.deps.db, { title: 'Priced', userId: author.id, priceCents: 500 });
    const answer = async (price: unknown) => {
      const res = await t.call('PATCH', `/api/posts/${post.id}`, { token: author.token, json: { price } });
      return { status: res.status, body: await json<ErrorBody>(res) };
    };
    const refused = await answer('5.001');
    expect(refused).toEqual({
      status: 422,
      body: {
        code: 'common.unprocessable',
        message: 'Error 422: Unprocessable entity',
        errors: { price: ['A price in euros with at most two decimals, such as 12.99'] },
        errorCodes: { price: [{ code: 'common.priceFormat', params: { example: '12.99' } }] },
      },
    });
    for (const price of [0.30000000000000004, 1e-7, 5.001, -1, 1e21])
      expect(await answer(price), String(price)).toEqual(refused);
    expect((await answer(10_000.01)).body.errors).toEqual({ price: ['At most 10000.00'] });
    const [row] = await t.deps.db.select({ priceCents: posts.priceCents }).from(posts).where(eq(posts.id, post.id));
    expect(row?.priceCents).toBe(500);
    expect((await answer(12.3)).status).toBe(200);
  });
});

describe('DELETE /api/posts/{id}', () => {
  it('answers 401 for a visitor and 403 for another user, leaving the post', async () => {
    const post = await insertPost(t.deps.db, { title: 'Keep me', userId: author.id });
    expect((await t.call('DELETE', `/api/posts/${post.id}`)).status).toBe(401);
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: other.token })).status).toBe(403);
    expect((await t.call('GET', `/api/posts/${post.id}`)).status).toBe(200);
  });

  it('lets the author delete (204, links and poster files gone), then answers 404', async () => {
    const created = await json<Post>(
      await sendForm(
        t,
        'POST',
        '/api/posts',
        { title: 'Short-lived', techniqueIds, file: file(await pngBytes(), 'p.png', 'image/png') },
        author.token,
      ),
    );
    expect((await t.call('GET', created.posterUrl!)).status).toBe(200);
    const res = await t.call('DELETE', `/api/posts/${created.id}`, { token: author.token });
    expect(res.status).toBe(204);
    expect((await t.call('GET', `/api/posts/${created.id}`)).status).toBe(404);
    expect((await t.call('GET', created.posterUrl!)).status).toBe(404);
    expect(await t.deps.db.select().from(postTechniques).where(eq(postTechniques.postId, created.id))).toEqual([]);
    const again = await t.call('DELETE', `/api/posts/${created.id}`, { token: author.token });
    expect(again.status).toBe(404);
    expect(await json(again)).toMatchObject({ message: 'Post not found' });
  });

  it("lets an admin delete anyone's post (204)", async () => {
    const post = await insertPost(t.deps.db, { title: 'Spam', userId: other.id });
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: admin.token })).status).toBe(204);
  });
});

describe('response cache', () => {
  it('serves repeated list reads from the cache and drops it on every content write', async () => {
    const first = await t.call('GET', '/api/posts?itemsPerPage=100');
    const second = await t.call('GET', '/api/posts?itemsPerPage=100');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('x-total-count')).toBe(first.headers.get('x-total-count'));
    const created = await json<Post>(await sendForm(t, 'POST', '/api/posts', { title: 'Fresh post' }, author.token));
    const third = await t.call('GET', '/api/posts?itemsPerPage=100');
    expect(third.headers.get('x-cache')).toBe('MISS');
    expect((await json<Post[]>(third)).map((p) => p.id)).toContain(created.id);
  });
});
