import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessGrants } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { SiteTakedowns } from '../../src/server/services/takedowns/site-takedowns';
import { forgetTakedownsBefore } from '../../src/server/services/takedowns/record';
import { takedownRows } from '../support/takedown-rows';
import { pageRouter } from '../../src/server/services/page-routing';
import { PageCache } from '../../src/server/site/page-cache';
import type { PublishedSite } from '../../src/server/site/published-site';
import type { LibraryContent } from '../../src/lib/types';
import { COOKIE } from '../../src/lib/cookie-names';
import { insertOrder } from '../support/factories';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { loadedSite } from '../support/test-site';

/**
 * Issue 17: a post deleted or withdrawn from sale is taken down at once on the Node server,
 * before any publish: its page answers the not-found page, the pages stop showing its card
 * (issue 30: the pages render from the published content without it, and the cached ones go),
 * its media answer 404 (but to its buyers, for a withdrawn post).
 */
let t: TestApp;
let takedowns: SiteTakedowns;
let server: http.Server;
let base: string;
let site: PublishedSite;
let renders = 0;

/**
 * A site build whose app renders from the published content it is shown, without the hidden
 * posts, as the real pages do: the home and the French news list every post's card, a post's
 * page its title and the cards of the other posts (kept in the page cache, as published pages
 * are); the not-found page in each language.
 */
const ENTRY = `let posts = [];
let hidden = new Set();
export const connectApi = () => {};
export const showContent = (content, hiddenPosts = []) => { posts = content ? content.posts.map((post) => post.id) : []; hidden = new Set(hiddenPosts); };
export const hasPublishedPage = async () => false;
const card = (id) => '<article data-post-card="' + id + '"><a href="/videos/' + id + '">Post ' + id + '</a></article>';
export const render = async (request) => {
  globalThis.hdxTestRenders = (globalThis.hdxTestRenders ?? 0) + 1;
  const url = new URL(request.url);
  const address = url.pathname + url.search;
  if (address.includes('__not-found')) return new Response(address.startsWith('/fr/') ? 'Page introuvable' : 'Page not found', { status: 404 });
  const shown = posts.filter((id) => !hidden.has(id));
  const published = { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate', 'X-Cache-Tags': 'published' } };
  if (url.pathname === '/' || url.pathname === '/fr/news/') return new Response('<main>' + shown.map(card).join('') + '</main>', published);
  const id = Number(/^\\/(?:fr\\/)?videos\\/([1-9]\\d*)\\/?$/.exec(url.pathname)?.[1]);
  if (posts.includes(id)) return new Response('<h1>Post ' + id + '</h1>' + shown.filter((other) => other !== id).map(card).join(''), published);
  return new Response('on demand ' + address, { headers: { 'Cache-Control': 'public, max-age=60' } });
};`;

const rendersSoFar = () => (globalThis as { hdxTestRenders?: number }).hdxTestRenders ?? 0;

async function page(pathname: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${pathname}`, { redirect: 'manual', ...init });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

async function deleteAsAuthor(postId: number, token: string) {
  return t.call('DELETE', `/api/posts/${postId}`, { token });
}

beforeAll(async () => {
  t = await createTestApp();
  takedowns = new SiteTakedowns(t.deps.db);
  t.deps.takedowns = takedowns;
  const pages = new PageCache(60_000);
  const router = pageRouter({ db: t.deps.db, jwtSecret: t.deps.secrets.jwtSecret, takedowns });
  site = await loadedSite(path.join(t.dataDir, 'site'), { site: { router, pages }, entry: ENTRY });
  // As the server wires them (src/server/main.ts).
  takedowns.onUnlisted((postIds) => site.hide(postIds));
  server = http.createServer((req, res) => site.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Shows published content holding the posts `ids` (a publish, without its search index). */
async function publish(ids: number[]) {
  const content = { posts: ids.map((id) => ({ id })) } as unknown as LibraryContent;
  await site.show(content);
}

describe('a post its author deletes', () => {
  it('answers the not-found page at /videos/{id} and /fr/videos/{id} at once (GET and HEAD); the pages render again without its card; its media go', async () => {
    const author = await signedInUser(t);
    const gone = await insertPost(t.deps.db, { title: 'Gone', userId: author.id, mediaKey: 'videos/gone0123456789.mp4' });
    const kept = await insertPost(t.deps.db, { title: 'Kept', userId: author.id });
    await t.deps.storage.put('videos/gone0123456789.mp4', Buffer.from('mp4'), 'video/mp4');
    await publish([gone.id, kept.id]);
    await takedowns.refresh();

    expect((await page('/')).body).toContain(`data-post-card="${gone.id}"`);
    expect((await page(`/videos/${kept.id}`)).body).toContain(`data-post-card="${gone.id}"`);
    // Both kept in the page cache.
    renders = rendersSoFar();
    expect((await page('/')).headers.get('x-cache')).toBe('HIT');
    expect((await page(`/videos/${kept.id}`)).headers.get('x-cache')).toBe('HIT');
    expect(rendersSoFar()).toBe(renders);
    expect((await page(`/videos/${gone.id}`)).status).toBe(200);
    expect((await t.call('GET', '/api/media/videos/gone0123456789.mp4')).status).toBe(200);

    expect((await deleteAsAuthor(gone.id, author.token)).status).toBe(204);

    expect(await page(`/videos/${gone.id}`)).toMatchObject({ status: 404, body: 'Page not found' });
    expect(await page(`/videos/${gone.id}/`)).toMatchObject({ status: 404 });
    expect(await page(`/videos/${gone.id}/index.html`)).toMatchObject({ status: 404 });
    expect(await page(`/fr/videos/${gone.id}`)).toMatchObject({ status: 404, body: 'Page introuvable' });
    expect((await page(`/fr/videos/${gone.id}`, { method: 'HEAD' })).status).toBe(404);
    // The cached pages went: rendered again at once, without its card, then cached again.
    renders = rendersSoFar();
    const home = await page('/');
    expect(home.headers.get('x-cache')).toBeNull();
    expect(home.body).not.toContain(`data-post-card="${gone.id}"`);
    expect(home.body).toContain(`data-post-card="${kept.id}"`);
    expect((await page('/fr/news/')).body).not.toContain(`data-post-card="${gone.id}"`);
    // The related rail of another post's page.
    const rail = await page(`/videos/${kept.id}`);
    expect(rail.headers.get('x-cache')).toBeNull();
    expect(rail.body).not.toContain(`/videos/${gone.id}"`);
    expect(rendersSoFar()).toBe(renders + 3);
    expect((await page('/')).headers.get('x-cache')).toBe('HIT');
    expect((await t.call('GET', '/api/media/videos/gone0123456789.mp4')).status).toBe(404);

    expect(await takedownRows(t.deps.db, [gone.id])).toEqual([
      expect.objectContaining({ postId: gone.id, kind: 'deleted' }),
    ]);
  });

  it('never renders the page of a deleted post under another spelling of its address (one parser per URL)', async () => {
    const author = await signedInUser(t);
    const gone = await insertPost(t.deps.db, { title: 'Gone, spelled otherwise', userId: author.id });
    await publish([gone.id]);
    expect((await deleteAsAuthor(gone.id, author.token)).status).toBe(204);
    const id = String(gone.id);
    const encoded = [...id].map((digit) => `%3${digit}`).join('');
    const spellings = [
      `/videos/${encoded}`,
      `/%76ideos/${id}`,
      `/videos%2F${id}`,
      `/videos/${id}%2F`,
      `/videos/${id}%2Findex.html`,
      `/videos/${id}.html`,
      `/./videos/${id}`,
      `/videos/./${id}`,
      `/fr/../videos/${id}`,
      `/videos//${id}`,
      `//videos/${id}`,
      `/videos/${id}//`,
      `/videos/${id}/.`,
      `/videos/${id}?/videos/1`,
      `/videos/${id};x`,
      `/videos/0${id}`,
      `/fr/videos/${encoded}/`,
    ];
    for (const spelling of spellings) {
      // A raw request: fetch would tidy the dots and slashes before sending them.
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get(`${base}/`, { path: spelling }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
      expect([spelling, body.includes('<h1>')]).toEqual([spelling, false]);
    }
  });

  it('stays taken down across a restart: a new server reads the takedowns from the database', async () => {
    const author = await signedInUser(t);
    const gone = await insertPost(t.deps.db, { title: 'Gone before restart', userId: author.id });
    await publish([gone.id]);
    expect((await deleteAsAuthor(gone.id, author.token)).status).toBe(204);
    const restarted = new SiteTakedowns(t.deps.db);
    expect((await restarted.current()).deleted.has(gone.id)).toBe(true);
    expect((await restarted.current()).unlisted.has(gone.id)).toBe(true);
  });
});

describe('a post withdrawn from sale (its author deletes it, but it has buyers)', () => {
  async function withdrawnPost() {
    const author = await signedInUser(t);
    const buyer = await signedInUser(t);
    const visitor = await signedInUser(t);
    const mediaKey = `videos/withdrawn${author.id}x.mp4`;
    await t.deps.storage.put(mediaKey, Buffer.from('mp4'), 'video/mp4');
    const post = await insertPost(t.deps.db, { title: 'Sold', userId: author.id, priceCents: 500, mediaKey });
    const order = await insertOrder(t.deps.db, {
      userId: buyer.id,
      lines: [{ postId: post.id, sellerId: author.id, title: 'Sold', priceCents: 500 }],
    });
    await t.deps.db.insert(accessGrants).values({ userId: buyer.id, postId: post.id, orderId: order.id });
    await publish([post.id]);
    const res = await deleteAsAuthor(post.id, author.token);
    expect(res.status).toBe(200);
    return { author, buyer, visitor, post, mediaKey };
  }
  const cookie = (token: string) => ({ headers: { Cookie: `hdx-id=1; ${COOKIE.token}=${token}` } });

  it('is not found for visitors and other members; its buyer, author and admins still get its page, never publicly cached', async () => {
    const { author, buyer, visitor, post } = await withdrawnPost();
    expect((await page(`/videos/${post.id}`)).status).toBe(404);
    expect((await page(`/fr/videos/${post.id}`, cookie(visitor.token))).status).toBe(404);
    expect((await page(`/videos/${post.id}`, cookie('not-a-token'))).status).toBe(404);
    for (const viewer of [buyer, author]) {
      const seen = await page(`/videos/${post.id}`, cookie(viewer.token));
      expect(seen).toMatchObject({ status: 200, body: `<h1>Post ${post.id}</h1>` });
      expect(seen.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await page('/')).body).not.toContain(`/videos/${post.id}"`);
    expect(await takedownRows(t.deps.db, [post.id])).toEqual([expect.objectContaining({ kind: 'withdrawn' })]);
  });

  it('stays not found for visitors after the next publish (the page then renders on demand)', async () => {
    const { buyer, post } = await withdrawnPost();
    await forgetTakedownsBefore(t.deps.db, new Date(Date.now() + 1000));
    await takedowns.refresh();
    await publish([]);
    expect((await takedownRows(t.deps.db, [post.id])).length).toBe(0);
    expect((await page(`/videos/${post.id}`)).status).toBe(404);
    const onDemand = await page(`/videos/${post.id}`, cookie(buyer.token));
    expect(onDemand).toMatchObject({ status: 200, body: `on demand /videos/${post.id}` });
    expect(onDemand.headers.get('cache-control')).toBe('private, no-store');
  });

  it('its video and playback are not found but for those who may still play it', async () => {
    const { buyer, visitor, post, mediaKey } = await withdrawnPost();
    expect((await t.call('GET', `/api/media/${mediaKey}`)).status).toBe(404);
    expect((await t.call('GET', `/api/posts/${post.id}/playback`)).status).toBe(404);
    expect((await t.call('GET', `/api/posts/${post.id}/playback`, { token: visitor.token })).status).toBe(404);
    const mine = await t.call('GET', `/api/posts/${post.id}/playback`, { token: buyer.token });
    const view = (await mine.json()) as { access: string; videoUrl: string };
    expect(view.access).toBe('full');
    const viewerCookie = /hdx-viewer=[^;]+/.exec(mine.headers.get('set-cookie') ?? '')![0];
    const video = await t.call('GET', view.videoUrl.replace(/^https?:\/\/[^/]+/, ''), { headers: { Cookie: viewerCookie } });
    expect(video.status).toBe(200);
  });
});

describe('publishing', () => {
  it('forgets the takedowns the new release was built after, and keeps the later ones', async () => {
    const author = await signedInUser(t);
    const early = await insertPost(t.deps.db, { title: 'Early', userId: author.id });
    const late = await insertPost(t.deps.db, { title: 'Late', userId: author.id });
    expect((await deleteAsAuthor(early.id, author.token)).status).toBe(204);
    const [row] = await takedownRows(t.deps.db, [early.id]);
    const buildStarted = new Date(row!.takenDownAt.getTime() + 1);
    expect((await deleteAsAuthor(late.id, author.token)).status).toBe(204);
    await forgetTakedownsBefore(t.deps.db, buildStarted);
    expect((await takedownRows(t.deps.db, [early.id, late.id])).map((row) => row.postId)).toEqual([late.id]);
  });
});

it('keeps serving the last known takedowns when the database does not answer', async () => {
  const failing = new SiteTakedowns(
    { select: () => { throw new Error('database down'); } } as never,
    undefined,
    0,
  );
  expect((await failing.current()).unlisted.size).toBe(0);
});

