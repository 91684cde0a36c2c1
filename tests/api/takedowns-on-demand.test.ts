import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cacheTag } from '../../src/contract/cache-tags';
import { insertPost } from '../../src/server/db/seed/factories';
import { SiteTakedowns } from '../../src/server/services/takedowns';
import { pageRouter } from '../../src/server/services/page-routing';
import { PageCache } from '../../src/server/site/page-cache';
import { SiteHost } from '../../src/server/site/site-host';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 30, fourth step: post pages render on demand behind the page cache, tagged with their
 * post and the posts whose cards they show. A takedown of any of them is a tag drop: the
 * cached page goes, and its next render is told which cards to leave out.
 */
let t: TestApp;
let takedowns: SiteTakedowns;
let server: http.Server;
let base: string;
let host: SiteHost;
let renders = 0;

/**
 * A release with no built post page: its app renders /videos/{id} showing the cards of `related`
 * (less the posts the server says are hidden), tagged as `[...id].astro` tags it.
 */
function writeRelease(dir: string, related: Record<number, number[]>) {
  fs.mkdirSync(path.join(dir, 'client'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `const related = ${JSON.stringify(related)};
    export const render = async (request, locals) => {
      globalThis.hdxTestRenders = (globalThis.hdxTestRenders ?? 0) + 1;
      const id = Number(/^\\/videos\\/(\\d+)$/.exec(new URL(request.url).pathname)?.[1]);
      if (!related[id]) return new Response('Page not found', { status: 404 });
      const shown = related[id].filter((other) => !locals?.hiddenPosts?.has(other));
      return new Response('<h1>Post ' + id + '</h1>' + shown.map((other) => '<a data-post-card="' + other + '"></a>').join(''), {
        headers: { 'X-Cache-Tags': [id, ...shown].map((each) => 'published:' + each).join(' ') },
      });
    };`,
  );
}

async function page(pathname: string) {
  const res = await fetch(`${base}${pathname}`);
  return { status: res.status, body: await res.text(), cache: res.headers.get('x-cache') };
}

const rendersSoFar = () => (globalThis as { hdxTestRenders?: number }).hdxTestRenders ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  takedowns = new SiteTakedowns(t.deps.db);
  t.deps.takedowns = takedowns;
  const pages = new PageCache(60_000);
  takedowns.onTakenDown((postIds) => pages.invalidate(postIds.map(cacheTag.published)));
  host = new SiteHost(undefined, pageRouter({ db: t.deps.db, jwtSecret: t.deps.secrets.jwtSecret, takedowns }), pages);
  server = http.createServer((req, res) => host.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

it('a takedown drops the cached pages showing the post or its card, and they render again without it', async () => {
  const author = await signedInUser(t);
  const [shown, gone, other] = await Promise.all(
    ['Shown', 'Gone', 'Other'].map((title) => insertPost(t.deps.db, { title, userId: author.id })),
  );
  const dir = path.join(t.dataDir, `release-${Date.now()}`);
  writeRelease(dir, { [shown!.id]: [gone!.id, other!.id], [gone!.id]: [other!.id], [other!.id]: [shown!.id] });
  await host.load(dir);
  await takedowns.refresh();

  for (const id of [shown!.id, gone!.id, other!.id]) await page(`/videos/${id}`);
  renders = rendersSoFar();
  const cached = await page(`/videos/${shown!.id}`);
  expect(cached).toMatchObject({ status: 200, cache: 'HIT' });
  expect(cached.body).toContain(`data-post-card="${gone!.id}"`);
  expect(rendersSoFar()).toBe(renders);

  expect((await t.call('DELETE', `/api/posts/${gone!.id}`, { token: author.token })).status).toBe(204);

  // The post's own page and the page showing its card are dropped; the unrelated one stays cached.
  expect((await page(`/videos/${gone!.id}`)).status).toBe(404);
  renders = rendersSoFar();
  const again = await page(`/videos/${shown!.id}`);
  expect(again).toMatchObject({ status: 200, cache: null });
  expect(again.body).not.toContain(`data-post-card="${gone!.id}"`);
  expect(again.body).toContain(`data-post-card="${other!.id}"`);
  expect((await page(`/videos/${other!.id}`)).cache).toBe('HIT');
  expect(rendersSoFar()).toBe(renders + 1);
  // Rendered without the card, it is cached again.
  expect((await page(`/videos/${shown!.id}`)).cache).toBe('HIT');
});
