import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPost, insertUser } from '../../src/server/db/seed/factories';
import { cacheTag } from '../../src/contract/cache-tags';
import { invalidate } from '../../src/server/services/cache';
import { signAccessToken } from '../../src/server/lib/access-tokens';
import { markContentChanged, RebuildManager } from '../../src/server/services/rebuilds/rebuild-manager';
import { readPublishedContent } from '../../src/server/services/rebuilds/published-content';
import { PublishedSite } from '../../src/server/site/published-site';
import type { LibraryContent } from '../../src/lib/types';
import { sendForm } from './content-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { loadedSite } from '../support/test-site';

let t: TestApp;
let admin: string;
let user: string;
/** The content of each publish, as it reached the search indexing. */
let publishes: LibraryContent[];
/** Holds the publish in `showSearch` until released; `reached` resolves when a publish waits there. */
let gate: { release: () => void; wait: Promise<void>; reached: Promise<void>; arrive: () => void } | null;
let failNext: string | null;
/** Run once when a publish has read the posts (before it records them). */
let afterPostsRead: (() => Promise<unknown>) | null;
let site: PublishedSite;

function openGate() {
  let release = () => {};
  let arrive = () => {};
  const wait = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  gate = { release, wait, reached, arrive };
}

/** The real site of a server, with a hold a test can put in its search indexing step (after the content is recorded). */
class HeldSite extends PublishedSite {
  override async showSearch(content: LibraryContent) {
    publishes.push(content);
    if (gate) {
      gate.arrive();
      await gate.wait;
    }
    return super.showSearch(content);
  }
}

/** The server's API app, which a publish reads the content from; every read fails while `failNext` is set (reads are retried). */
async function api(request: Request): Promise<Response> {
  if (failNext) throw new Error(failNext);
  const answer = await t.app.fetch(request);
  const hook = afterPostsRead;
  if (hook && new URL(request.url).pathname === '/api/posts') {
    afterPostsRead = null;
    await hook();
  }
  return answer;
}

/** A new weapon: the next publish has something to record and show. */
async function changeContent(): Promise<void> {
  const name = `Changed ${process.pid} ${Math.random().toString(36).slice(2)}`;
  expect((await sendForm(t, 'POST', '/api/weapons', { name }, admin)).status).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  site = await loadedSite(path.join(t.dataDir, 'site'), { Site: HeldSite });
  t.deps.rebuilds = new RebuildManager({
    db: t.deps.db,
    logger: t.deps.logger,
    site,
    api,
  });
  const a = await insertUser(t.deps.db, { username: 'rebuild_admin', role: 'ROLE_ADMIN' });
  const u = await insertUser(t.deps.db, { username: 'rebuild_user' });
  admin = await signAccessToken(t.deps.secrets.jwtSecret, { userId: a.id, role: 'ROLE_ADMIN', username: a.username });
  user = await signAccessToken(t.deps.secrets.jwtSecret, { userId: u.id, role: 'ROLE_USER', username: u.username });
});
afterAll(() => t.close());
beforeEach(() => {
  publishes = [];
  gate = null;
  failNext = null;
  afterPostsRead = null;
});

/** What the served site answers to GET / (rendered by the site build's app). */
async function served(): Promise<string> {
  const server = http.createServer((req, res) => site.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).text();
  } finally {
    server.close();
  }
}

describe('rebuilds', () => {
  it('refuses visitors with 401 and users with 403 on every rebuild call', async () => {
    for (const [method, url] of [
      ['POST', '/api/rebuilds'],
      ['GET', '/api/rebuilds'],
      ['GET', '/api/rebuilds/1'],
      ['GET', '/api/rebuilds/1/events'],
    ] as const) {
      expect((await t.call(method, url)).status).toBe(401);
      expect((await t.call(method, url, { token: user })).status).toBe(403);
    }
  });

  it('answers 202 with an id, publishes, shows the published content and records progress and log', async () => {
    expect(await served()).toBe('nothing published');
    const res = await t.call('POST', '/api/rebuilds', { token: admin });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: number };
    await t.deps.rebuilds!.idle();
    const row = (await (await t.call('GET', `/api/rebuilds/${id}`, { token: admin })).json()) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({ id, status: 'succeeded', progress: 100, error: null });
    expect(row.log).toMatch(/Indexed \d+ pages for search in [\d.]+ s/);
    expect(row.log).toMatch(/Published content version \d+/);
    expect(await served()).toBe(`weapons: ${publishes[0]!.weapons.map((weapon) => weapon.name).join(', ')}`);
  });

  it('coalesces requests made during a build into one follow-up build', async () => {
    await changeContent();
    openGate();
    const first = (await (await t.call('POST', '/api/rebuilds', { token: admin })).json()) as { id: number };
    const second = (await (await t.call('POST', '/api/rebuilds', { token: admin })).json()) as { id: number };
    const third = (await (await t.call('POST', '/api/rebuilds', { token: admin })).json()) as { id: number };
    expect(second.id).not.toBe(first.id);
    expect(third.id).toBe(second.id);
    gate!.release();
    await t.deps.rebuilds!.idle();
    for (const { id } of [first, second]) {
      const row = (await (await t.call('GET', `/api/rebuilds/${id}`, { token: admin })).json()) as { status: string };
      expect(row.status).toBe('succeeded');
    }
  });

  it('keeps showing the published content and reports the error when a publish fails', async () => {
    await t.call('POST', '/api/rebuilds', { token: admin });
    await t.deps.rebuilds!.idle();
    const before = await served();
    expect((await sendForm(t, 'POST', '/api/weapons', { name: `Failed montante ${process.pid}` }, admin)).status).toBe(
      201,
    );
    failNext = 'the database is gone';
    const { id } = (await (await t.call('POST', '/api/rebuilds', { token: admin })).json()) as { id: number };
    await t.deps.rebuilds!.idle();
    failNext = null;
    const row = (await (await t.call('GET', `/api/rebuilds/${id}`, { token: admin })).json()) as Record<string, string>;
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/failed: 0 Network error/);
    expect(row.log).toContain('Build failed:');
    expect(await served()).toBe(before);
  });

  describe('a post taken down while a publish runs', () => {
    /** A post in the published content, and its removal by an admin (a takedown). */
    async function publishedPost() {
      const author = await insertUser(t.deps.db, {
        username: `taken_${process.pid}_${Math.random().toString(36).slice(2, 8)}`,
      });
      const post = await insertPost(t.deps.db, { title: 'Taken down meanwhile', userId: author.id });
      invalidate(t.deps, [cacheTag.posts]);
      await t.call('POST', '/api/rebuilds', { token: admin });
      await t.deps.rebuilds!.idle();
      expect((await readPublishedContent(t.deps.db))?.posts.map((p) => p.id)).toContain(post.id);
      const takeDown = async () =>
        expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: admin })).status).toBe(204);
      return { post, takeDown };
    }
    const publishedIds = async () => (await readPublishedContent(t.deps.db))?.posts.map((p) => p.id);

    it('after a publish, even one that changed nothing: the pages drop it at once, the search index waits for the next publish', async () => {
      const { post, takeDown } = await publishedPost();
      await t.call('POST', '/api/rebuilds', { token: admin });
      await t.deps.rebuilds!.idle();
      const indexed = publishes.length;
      await takeDown();
      expect(await publishedIds()).not.toContain(post.id);
      expect(publishes.length).toBe(indexed);
      await t.call('POST', '/api/rebuilds', { token: admin });
      await t.deps.rebuilds!.idle();
      expect(publishes.length).toBe(indexed + 1);
      expect(publishes.at(-1)!.posts.map((p) => p.id)).not.toContain(post.id);
    });

    it('after the publish read the posts: the publish leaves it out of what it records', async () => {
      const { post, takeDown } = await publishedPost();
      await changeContent();
      afterPostsRead = takeDown;
      await t.call('POST', '/api/rebuilds', { token: admin });
      await t.deps.rebuilds!.idle();
      expect(afterPostsRead).toBeNull();
      expect(await publishedIds()).not.toContain(post.id);
      expect(publishes.at(-1)!.posts.map((p) => p.id)).not.toContain(post.id);
    });

    it('while it indexes for search: the takedown is shown at once, not after the index, and stays', async () => {
      const { post, takeDown } = await publishedPost();
      await changeContent();
      openGate();
      await t.call('POST', '/api/rebuilds', { token: admin });
      await gate!.reached;
      // The publish holds in its search index; the takedown's answer does not wait for it.
      await takeDown();
      expect(await publishedIds()).not.toContain(post.id);
      gate!.release();
      await t.deps.rebuilds!.idle();
      expect(await publishedIds()).not.toContain(post.id);
    });
  });

  it('reports content changed since the last publish until a rebuild succeeds', async () => {
    // Now: after the last publish (started by an earlier test), before the next one starts.
    await markContentChanged(t.deps.db);
    const before = (await (await t.call('GET', '/api/rebuilds', { token: admin })).json()) as {
      changedSinceLastPublish: boolean;
    };
    expect(before.changedSinceLastPublish).toBe(true);
    await t.call('POST', '/api/rebuilds', { token: admin });
    await t.deps.rebuilds!.idle();
    const after = (await (await t.call('GET', '/api/rebuilds', { token: admin })).json()) as {
      changedSinceLastPublish: boolean;
      items: unknown[];
    };
    expect(after.changedSinceLastPublish).toBe(false);
    expect(after.items.length).toBeGreaterThan(0);
  });

  it('streams the status as server-sent events until the build ends', async () => {
    await changeContent();
    openGate();
    const { id } = (await (await t.call('POST', '/api/rebuilds', { token: admin })).json()) as { id: number };
    const res = await t.call('GET', `/api/rebuilds/${id}/events`, { token: admin });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    // Released once the build is under way, with the stream open.
    void gate!.reached.then(() => gate!.release());
    const text = await res.text();
    const events = text
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)));
    expect(events[0].id).toBe(id);
    expect(events.at(-1)).toMatchObject({ id, status: 'succeeded', progress: 100 });
  });

  it('answers 404 for an unknown rebuild', async () => {
    const res = await t.call('GET', '/api/rebuilds/999999', { token: admin });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Error 404: Resource not found' });
  });

  describe('the published content', () => {
    const publish = async () => {
      const { id } = (await (await t.call('POST', '/api/rebuilds', { token: admin })).json()) as { id: number };
      await t.deps.rebuilds!.idle();
      return (await (await t.call('GET', `/api/rebuilds/${id}`, { token: admin })).json()) as {
        status: string;
        log: string;
      };
    };
    const weaponNames = async () => (await readPublishedContent(t.deps.db))?.weapons.map((weapon) => weapon.name) ?? [];

    it('is what the publish indexed and shows, recorded with it; edits after it stay out until the next publish', async () => {
      await changeContent();
      expect((await publish()).status).toBe('succeeded');
      const published = await readPublishedContent(t.deps.db);
      expect(published).toEqual(JSON.parse(JSON.stringify(publishes.at(-1)!)));

      const name = `Published spadone ${process.pid}`;
      expect((await sendForm(t, 'POST', '/api/weapons', { name }, admin)).status).toBe(201);
      expect(await weaponNames()).not.toContain(name);

      const next = await publish();
      expect(next.status).toBe('succeeded');
      expect(await weaponNames()).toContain(name);
      // Only the sources whose answer changed get the new version.
      expect(next.log).toMatch(/Published content version \d+ \(changed: [^)]*weapons/);
      expect(next.log).not.toMatch(/changed: [^)]*manuscripts/);
    });

    it('leaves new view counts out of what changed, yet records them; a new order by views is a change', async () => {
      const author = await insertUser(t.deps.db, { username: `counted_${process.pid}` });
      const first = await insertPost(t.deps.db, { title: 'Most viewed', userId: author.id, views: 1_000_001 });
      const second = await insertPost(t.deps.db, { title: 'Second most viewed', userId: author.id, views: 1_000_000 });
      invalidate(t.deps, [cacheTag.posts]);
      const view = async (id: number, viewer: string) =>
        expect(
          (await t.call('POST', `/api/posts/${id}/increment-views`, { headers: { 'User-Agent': viewer } })).status,
        ).toBe(201);
      const versionOf = (log: string) => Number(/Published content version (\d+)/.exec(log)?.[1]);
      const viewsOf = async (id: number) =>
        (await readPublishedContent(t.deps.db))?.posts.find((post) => post.id === id)?.views;

      const before = await publish();
      expect(before.log).toMatch(/changed: [^)]*posts/);
      expect(await viewsOf(first.id)).toBe(1_000_001);

      // The most viewed post gets one more view: its count changes, no order does.
      await view(first.id, 'Viewer/1');
      const counted = await publish();
      expect(counted.status).toBe('succeeded');
      expect(counted.log).toMatch(/Published content version \d+ \(changed: nothing\)/);
      expect(versionOf(counted.log)).toBe(versionOf(before.log));
      expect(await viewsOf(first.id)).toBe(1_000_002);

      // The second catches up: the lists by views show it first (the newer of equals).
      await view(second.id, 'Viewer/2');
      await view(second.id, 'Viewer/3');
      const reordered = await publish();
      expect(reordered.log).toMatch(/changed: [^)]*posts/);
      expect(versionOf(reordered.log)).toBe(versionOf(before.log) + 1);
      expect(await viewsOf(second.id)).toBe(1_000_002);
    });

    it('stays as it was when the publish fails', async () => {
      expect((await publish()).status).toBe('succeeded');
      const name = `Unpublished dussack ${process.pid}`;
      expect((await sendForm(t, 'POST', '/api/weapons', { name }, admin)).status).toBe(201);
      failNext = 'the database is gone';
      expect((await publish()).status).toBe('failed');
      failNext = null;
      expect(await weaponNames()).not.toContain(name);
    });
  });
});
