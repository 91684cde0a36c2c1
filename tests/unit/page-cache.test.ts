import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheTag } from '../../src/contract/cache-tags';
import type { LibraryContent } from '../../src/lib/types';
import { PageCache } from '../../src/server/site/page-cache';
import { PublishedSite } from '../../src/server/site/published-site';
import { pollUntil } from '../support/poll';

/**
 * The page cache in front of the site's app (through PublishedSite, as the server runs it). The
 * site build here is a stand-in: its render answers a streamed body, as Astro does, and counts its renders.
 */

const RENDER = '__hdxPageCacheTestRender';

let dir: string;
let server: http.Server;
let base: string;
let pages: PageCache;
let site: PublishedSite;
let renders = 0;
let likes = 0;

/** Like /profile/{id}: public HTML tagged with what it shows; it prints the cookie to show whose render a page is. */
const render = (request: Request): Response => {
  renders += 1;
  const url = new URL(request.url);
  const address = url.pathname + url.search;
  const id = /^\/(?:fr\/)?profile\/(\d+)/.exec(address)?.[1];
  if (!id) return new Response('missing', { status: 404, headers: { 'content-type': 'text/html' } });
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
  if (!address.includes('untagged')) headers['x-cache-tags'] = `user:${id} profile:${id} post:${Number(id) * 10}`;
  if (address.includes('cookie')) headers['set-cookie'] = 'hdx-viewer=1';
  const chunks = [
    `<h1>profile ${id}</h1>`,
    `<p>likes ${likes}</p>`,
    `<!-- rendered for ${request.headers.get('cookie') ?? 'a visitor'} -->`,
  ];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-page-cache-'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.mkdirSync(path.join(dir, 'client'));
  fs.writeFileSync(path.join(dir, 'client', 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `export const showContent = () => {};\nexport const render = (request) => globalThis.${RENDER}(request);\n`,
  );
  (globalThis as Record<string, unknown>)[RENDER] = render;
  pages = new PageCache(60_000);
  site = new PublishedSite({
    siteDir: dir,
    publicUrl: 'http://localhost:4321',
    onResponse: (res) => res.setHeader('X-Frame-Options', 'DENY'),
    pages,
  });
  await site.load(null);
  server = http.createServer((req, res) => site.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => pages.clear());

async function get(url: string, cookie?: string) {
  const res = await fetch(base + url, { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** How many renders fetching `url` cost. */
async function rendersOf(url: string, cookie?: string) {
  const before = renders;
  const res = await get(url, cookie);
  return { ...res, renders: renders - before };
}

describe('the page cache', () => {
  it('serves the second request of a public page from the cache, with the same answer and no tags header', async () => {
    const first = await rendersOf('/profile/1');
    const second = await rendersOf('/profile/1');
    expect(first.renders).toBe(1);
    expect(second.renders).toBe(0);
    expect(second.body).toBe(first.body);
    expect(second.status).toBe(200);
    expect(first.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('x-cache')).toBe('HIT');
    for (const res of [first, second]) {
      expect(res.headers.get('x-cache-tags')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
    // The French page is a page of its own.
    expect((await rendersOf('/fr/profile/1')).renders).toBe(1);
    expect((await rendersOf('/fr/profile/1')).renders).toBe(0);
  });

  it('names a cached page by an ETag of its bytes, and answers 304 to a browser holding the same page', async () => {
    await get('/profile/9');
    const cached = await get('/profile/9');
    const etag = cached.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const res = await fetch(`${base}/profile/9`, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect((await fetch(`${base}/profile/9`, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
    // A new page (its likes changed) has another tag.
    likes += 1;
    pages.invalidate([cacheTag.post(90)]);
    await get('/profile/9');
    expect((await get('/profile/9')).headers.get('etag')).not.toBe(etag);
  });

  it('sends a cached page compressed (brotli, else gzip) once its copies are made, the same page decoded', async () => {
    const first = await get('/profile/11');
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${base}/profile/11`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const br = await pollUntil('the brotli copy is served', async () => {
      const answer = await raw('gzip, br');
      return answer.headers['content-encoding'] === 'br' && answer;
    });
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(first.body);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(first.body);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(first.body);
  });

  it("drops a page when one of its tags is invalidated (a like on the user's post, a new name), and only that page", async () => {
    await get('/profile/2');
    await get('/profile/3');
    likes = 5;
    pages.invalidate([cacheTag.post(20)]);
    const liked = await rendersOf('/profile/2');
    expect(liked.renders).toBe(1);
    expect(liked.body).toContain('likes 5');
    expect((await rendersOf('/profile/3')).renders).toBe(0);
    pages.invalidate([cacheTag.user(3)]);
    expect((await rendersOf('/profile/3')).renders).toBe(1);
    pages.invalidate([cacheTag.postsBy(2)]);
    expect((await rendersOf('/profile/2')).renders).toBe(0);
  });

  it("never stores a signed-in request's render, so no one is served a member's page", async () => {
    const member = await rendersOf('/profile/4', 'hdx-token=abc; hdx-refreshToken=def');
    expect(member.body).toContain('rendered for hdx-token=abc');
    const visitor = await rendersOf('/profile/4');
    expect(visitor.renders).toBe(1);
    expect(visitor.body).toContain('rendered for a visitor');
    // A member is then served the public page (its HTML does not depend on the session).
    const other = await rendersOf('/profile/4', 'hdx-token=xyz');
    expect(other.renders).toBe(0);
    expect(other.body).not.toContain('hdx-token=abc');
  });

  it('does not store pages without tags, pages that set a cookie, or errors', async () => {
    for (const url of ['/profile/5?untagged', '/profile/5?cookie', '/nowhere']) {
      await get(url);
      expect((await rendersOf(url)).renders, url).toBe(1);
    }
  });

  it('keeps nothing when its TTL is 0, and still takes the tags header off', async () => {
    const off = new PageCache(0);
    const host = new PublishedSite({ siteDir: dir, publicUrl: 'http://localhost:4321', pages: off });
    await host.load(null);
    const plain = http.createServer((req, res) => host.handle(req, res));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/profile/7`;
    const before = renders;
    for (let i = 0; i < 2; i++) expect((await fetch(url)).headers.get('x-cache-tags')).toBeNull();
    expect(renders - before).toBe(2);
    plain.close();
  });

  it('keeps a page under the address asked for, not the one its route renders it as (a renamed entry served at its new address)', async () => {
    const routed = new PublishedSite({
      siteDir: dir,
      publicUrl: 'http://localhost:4321',
      pages,
      // Like a library entry renamed since the publish: its new address renders the published page of the old one.
      router: async (pathname) => (pathname === '/profile/12' ? { servePath: '/profile/13' } : null),
    });
    await routed.load(null);
    const plain = http.createServer((req, res) => routed.handle(req, res));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
    try {
      const at = async (url: string) => {
        const before = renders;
        const res = await fetch(origin + url);
        return { body: await res.text(), renders: renders - before };
      };
      expect(await at('/profile/12')).toEqual({ body: expect.stringContaining('profile 13') as unknown, renders: 1 });
      expect((await at('/profile/12')).renders).toBe(0);
      // The address it was rendered as has no copy of its own yet: it renders.
      expect((await at('/profile/13')).renders).toBe(1);
    } finally {
      plain.close();
    }
  });

  it('serves the static files first, and no page rendered before the site shows other published content', async () => {
    expect((await rendersOf('/index.html')).renders).toBe(0);
    await get('/profile/6');
    expect((await rendersOf('/profile/6')).renders).toBe(0);
    await site.show({ posts: [] } as unknown as LibraryContent);
    expect((await rendersOf('/profile/6')).renders).toBe(1);
  });
});
