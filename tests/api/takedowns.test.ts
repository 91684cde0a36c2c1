import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheTag } from '../../src/contract/cache-tags';
import { accessGrants } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { invalidate } from '../../src/server/services/cache';
import { pageRouter } from '../../src/server/services/page-routing';
import { publishedContentMark, readPublishedContent } from '../../src/server/services/rebuilds/published-content';
import { RebuildManager } from '../../src/server/services/rebuilds/rebuild-manager';
import { PageCache } from '../../src/server/site/page-cache';
import type { PublishedSite } from '../../src/server/site/published-site';
import { COOKIE } from '../../src/lib/cookie-names';
import { insertOrder } from '../support/factories';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { loadedSite } from '../support/test-site';

/**
 * Issue 17: a post deleted or withdrawn from sale is taken down at once on the Node server,
 * before any publish: its page answers the not-found page, the pages stop showing its card, its
 * media answer 404 (but to its buyers, for a withdrawn post). Issue 30: the takedown takes the
 * post out of the published content in its own transaction, and the server shows that content
 * before it answers (the cached pages go).
 */
let t: TestApp;
let server: http.Server;
let base: string;
let site: PublishedSite;
let rebuilds: RebuildManager;

/**
 * A site build whose app renders from the published content it is shown, as the real pages do:
 * the home and the French news list every post's card, a published post's page its title and
 * the cards of the other posts (kept in the page cache, as published pages are); any other post
 * renders on demand from the API, whose 404 gives the not-found page in the page's language.
 */
const ENTRY = `let posts = [];
let api = null;
export const connectApi = (fetch) => { api = fetch; };
export const showContent = (content) => { posts = content ? content.posts.map((post) => post.id) : []; };
export const hasPublishedPage = async (pathname) => posts.some((id) => pathname === '/videos/' + id || pathname === '/fr/videos/' + id);
const card = (id) => '<article data-post-card="' + id + '"><a href="/videos/' + id + '">Post ' + id + '</a></article>';
export const render = async (request) => {
  globalThis.hdxTestRenders = (globalThis.hdxTestRenders ?? 0) + 1;
  const url = new URL(request.url);
  const address = url.pathname + url.search;
  const notFound = () => new Response(url.pathname.startsWith('/fr/') ? 'Page introuvable' : 'Page not found', { status: 404 });
  if (address.includes('__not-found')) return notFound();
  const published = { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate', 'X-Cache-Tags': 'published' } };
  if (url.pathname === '/' || url.pathname === '/fr/news/') return new Response('<main>' + posts.map(card).join('') + '</main>', published);
  const id = Number(/^\\/(?:fr\\/)?videos\\/([1-9]\\d*)\\/?$/.exec(url.pathname)?.[1]);
  if (posts.includes(id)) return new Response('<h1>Post ' + id + '</h1>' + posts.filter((other) => other !== id).map(card).join(''), published);
  if (id && (await api('http://localhost/api/posts/' + id)).status === 404) return notFound();
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

/** Publishes the live content (as an admin's Publish does) and waits until the site shows it. */
async function publish() {
  invalidate(t.deps, [cacheTag.posts]);
  await rebuilds.request(null);
  await rebuilds.idle();
}

const publishedIds = async () => (await readPublishedContent(t.deps.db))?.posts.map((post) => post.id) ?? [];

beforeAll(async () => {
  t = await createTestApp();
  const api = async (request: Request) => t.app.fetch(request);
  const router = pageRouter({ db: t.deps.db, jwtSecret: t.deps.secrets.jwtSecret });
  site = await loadedSite(path.join(t.dataDir, 'site'), {
    site: { router, pages: new PageCache(60_000), api },
    entry: ENTRY,
  });
  // As the server wires them (src/server/main.ts): a takedown's answer waits until its pages show it.
  rebuilds = new RebuildManager({ db: t.deps.db, logger: t.deps.logger, site, api });
  t.deps.rebuilds = rebuilds;
  server = http.createServer((req, res) => site.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  rebuilds.stop();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('a post its author deletes', () => {
  it('answers the not-found page at /videos/{id} and /fr/videos/{id} at once (GET and HEAD); the pages render again without its card; its media go', async () => {
    const author = await signedInUser(t);
    const gone = await insertPost(t.deps.db, {
      title: 'Gone',
      userId: author.id,
      mediaKey: 'videos/gone0123456789.mp4',
    });
    const kept = await insertPost(t.deps.db, { title: 'Kept', userId: author.id });
    await t.deps.storage.put('videos/gone0123456789.mp4', Buffer.from('mp4'), 'video/mp4');
    await publish();

    expect((await page('/')).body).toContain(`data-post-card="${gone.id}"`);
    expect((await page(`/videos/${kept.id}`)).body).toContain(`data-post-card="${gone.id}"`);
    // Both kept in the page cache.
    let renders = rendersSoFar();
    expect((await page('/')).headers.get('x-cache')).toBe('HIT');
    expect((await page(`/videos/${kept.id}`)).headers.get('x-cache')).toBe('HIT');
    expect(rendersSoFar()).toBe(renders);
    expect((await page(`/videos/${gone.id}`)).status).toBe(200);
    expect((await t.call('GET', '/api/media/videos/gone0123456789.mp4')).status).toBe(200);

    expect((await deleteAsAuthor(gone.id, author.token)).status).toBe(204);

    expect(await publishedIds()).not.toContain(gone.id);
    expect(await page(`/videos/${gone.id}`)).toMatchObject({ status: 404, body: 'Page not found' });
    expect(await page(`/videos/${gone.id}/`)).toMatchObject({ status: 404 });
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
  });

  it('never renders the page of a deleted post under another spelling of its address (one parser per URL)', async () => {
    const author = await signedInUser(t);
    const gone = await insertPost(t.deps.db, { title: 'Gone, spelled otherwise', userId: author.id });
    await publish();
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

  it('changes nothing shown when the post was never published', async () => {
    const author = await signedInUser(t);
    await publish();
    const mark = await publishedContentMark(t.deps.db);
    const fresh = await insertPost(t.deps.db, { title: 'Made after the publish', userId: author.id });
    expect((await deleteAsAuthor(fresh.id, author.token)).status).toBe(204);
    expect(await publishedContentMark(t.deps.db)).toBe(mark);
  });

  it('stays taken down across a restart: the published content in the database no longer holds it', async () => {
    const author = await signedInUser(t);
    const gone = await insertPost(t.deps.db, { title: 'Gone before restart', userId: author.id });
    await publish();
    expect((await deleteAsAuthor(gone.id, author.token)).status).toBe(204);
    const restarted = await loadedSite(path.join(t.dataDir, 'restarted'), { entry: ENTRY });
    const follower = new RebuildManager({
      db: t.deps.db,
      logger: t.deps.logger,
      site: restarted,
      api: async (request) => t.app.fetch(request),
    });
    await follower.follow();
    follower.stop();
    const other = http.createServer((req, res) => restarted.handle(req, res));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const home = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    other.close();
    expect(await home.text()).not.toContain(`data-post-card="${gone.id}"`);
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
    await publish();
    expect((await page('/')).body).toContain(`/videos/${post.id}"`);
    const res = await deleteAsAuthor(post.id, author.token);
    expect(res.status).toBe(200);
    return { author, buyer, visitor, post, mediaKey };
  }
  const cookie = (token: string) => ({ headers: { Cookie: `hdx-id=1; ${COOKIE.token}=${token}` } });

  it('is not found for visitors and other members; its buyer, author and admins still get its page, never publicly cached', async () => {
    const { author, buyer, visitor, post } = await withdrawnPost();
    expect(await publishedIds()).not.toContain(post.id);
    expect((await page(`/videos/${post.id}`)).status).toBe(404);
    expect((await page(`/fr/videos/${post.id}`, cookie(visitor.token))).status).toBe(404);
    expect((await page(`/videos/${post.id}`, cookie('not-a-token'))).status).toBe(404);
    for (const viewer of [buyer, author]) {
      const seen = await page(`/videos/${post.id}`, cookie(viewer.token));
      expect(seen).toMatchObject({ status: 200, body: `on demand /videos/${post.id}` });
      expect(seen.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await page('/')).body).not.toContain(`/videos/${post.id}"`);
  });

  it('stays not found for visitors after the next publish', async () => {
    const { buyer, post } = await withdrawnPost();
    await publish();
    expect(await publishedIds()).not.toContain(post.id);
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
    const video = await t.call('GET', view.videoUrl.replace(/^https?:\/\/[^/]+/, ''), {
      headers: { Cookie: viewerCookie },
    });
    expect(video.status).toBe(200);
  });
});

it('answers the not-found page for a post page it cannot check when the database does not answer, and routes the published pages as usual', async () => {
  const failing = {
    select: () => {
      throw new Error('database down');
    },
  } as never;
  const route = pageRouter({ db: failing, jwtSecret: t.deps.secrets.jwtSecret });
  const req = { headers: {} } as http.IncomingMessage;
  expect(await route('/videos/123456', '', async () => false, req)).toEqual({ notFound: true });
  expect(await route('/videos/123456', '', async () => true, req)).toMatchObject({ privately: false });
});
