import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessGrants } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { SiteTakedowns } from '../../src/server/services/takedowns';
import { forgetTakedownsBefore, takedownRows } from '../../src/server/services/takedowns/record';
import { pageRouter } from '../../src/server/services/page-routing';
import { SiteHost } from '../../src/server/site/site-host';
import { COOKIE } from '../../src/lib/cookie-names';
import { insertOrder } from '../support/factories';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 17: a post deleted or withdrawn from sale is taken down at once on the Node server,
 * before any publish: its page answers the not-found page, the built lists stop showing its
 * card, its media answer 404 (but to its buyers, for a withdrawn post).
 */
let t: TestApp;
let takedowns: SiteTakedowns;
let server: http.Server;
let base: string;
let releaseDir: string;
let host: SiteHost;

const card = (id: number) => `<article data-post-card="${id}"><a href="/videos/${id}">Post ${id}</a></article>`;
const newsItem = (id: number) => `<li><article data-news-item="${id}"><a href="/videos/${id}">News ${id}</a></article></li>`;

/** A release as the build writes it: pages in client/, and a server entry whose app renders on demand. */
function writeRelease(dir: string, ids: number[]) {
  const page = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, 'client', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'client', file), html);
  };
  page('index.html', `<main>${ids.map(card).join('')}<ul>${ids.map(newsItem).join('')}</ul></main>`);
  page('fr/news/index.html', `<main lang="fr">${ids.map(card).join('')}</main>`);
  for (const id of ids) {
    page(`videos/${id}/index.html`, `<h1>Post ${id}</h1>${ids.filter((other) => other !== id).map(card).join('')}`);
    page(`fr/videos/${id}/index.html`, `<h1>Vidéo ${id}</h1>`);
  }
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  // On demand: the not-found page of each language for addresses no page has, a render otherwise.
  fs.writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `export const render = async (request) => {
      const url = new URL(request.url);
      const address = url.pathname + url.search;
      const notFound = address.includes('__not-found');
      return new Response(notFound ? (address.startsWith('/fr/') ? 'Page introuvable' : 'Page not found') : 'on demand ' + address, {
        status: notFound ? 404 : 200,
        headers: notFound ? {} : { 'Cache-Control': 'public, max-age=60' },
      });
    };`,
  );
}

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
  host = new SiteHost(undefined, pageRouter({ db: t.deps.db, jwtSecret: t.deps.secrets.jwtSecret, takedowns }));
  releaseDir = path.join(t.dataDir, 'release');
  server = http.createServer((req, res) => host.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function loadRelease(ids: number[]) {
  const dir = `${releaseDir}-${Date.now()}`;
  writeRelease(dir, ids);
  await host.load(dir);
}

describe('a post its author deletes', () => {
  it('answers the not-found page at /videos/{id} and /fr/videos/{id} at once (GET and HEAD), leaves the lists and its media', async () => {
    const author = await signedInUser(t);
    const gone = await insertPost(t.deps.db, { title: 'Gone', userId: author.id, mediaKey: 'videos/gone0123456789.mp4' });
    const kept = await insertPost(t.deps.db, { title: 'Kept', userId: author.id });
    await t.deps.storage.put('videos/gone0123456789.mp4', Buffer.from('mp4'), 'video/mp4');
    await loadRelease([gone.id, kept.id]);
    await takedowns.refresh();

    const before = await page('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(before.body).toContain(`data-post-card="${gone.id}"`);
    expect((await page(`/videos/${gone.id}`)).status).toBe(200);
    expect((await t.call('GET', '/api/media/videos/gone0123456789.mp4')).status).toBe(200);

    expect((await deleteAsAuthor(gone.id, author.token)).status).toBe(204);

    expect(await page(`/videos/${gone.id}`)).toMatchObject({ status: 404, body: 'Page not found' });
    expect(await page(`/videos/${gone.id}/`)).toMatchObject({ status: 404 });
    expect(await page(`/videos/${gone.id}/index.html`)).toMatchObject({ status: 404 });
    expect(await page(`/fr/videos/${gone.id}`)).toMatchObject({ status: 404, body: 'Page introuvable' });
    expect((await page(`/fr/videos/${gone.id}`, { method: 'HEAD' })).status).toBe(404);
    // Revalidating with the ETag of the page as it was gets the change, not a 304.
    const home = await page('/', { headers: { 'If-None-Match': before.headers.get('etag')!, 'Accept-Encoding': 'identity' } });
    expect(home.status).toBe(200);
    expect(home.body).not.toContain(`/videos/${gone.id}"`);
    expect(home.body).toContain(`data-post-card="${kept.id}"`);
    expect(home.body).toContain(`data-news-item="${kept.id}"`);
    expect(home.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(Number(home.headers.get('content-length'))).toBe(Buffer.byteLength(home.body));
    // Compressed copies are of the filtered page too.
    const gzipped = await fetch(`${base}/fr/news/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const news = await gzipped.text();
    expect(news).toContain(`data-post-card="${kept.id}"`);
    expect(news).not.toContain(`data-post-card="${gone.id}"`);
    // The related rail of another post's page.
    expect((await page(`/videos/${kept.id}`)).body).not.toContain(`/videos/${gone.id}"`);
    expect((await t.call('GET', '/api/media/videos/gone0123456789.mp4')).status).toBe(404);

    expect(await takedownRows(t.deps.db, [gone.id])).toEqual([
      expect.objectContaining({ postId: gone.id, kind: 'deleted' }),
    ]);
  });

  it('never serves the built page of a deleted post under another spelling of its address (one parser per URL)', async () => {
    const author = await signedInUser(t);
    const gone = await insertPost(t.deps.db, { title: 'Gone, spelled otherwise', userId: author.id });
    await loadRelease([gone.id]);
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
    await loadRelease([gone.id]);
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
    await loadRelease([post.id]);
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
    await loadRelease([]);
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

