import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { comparable } from '../support/csp-meta';
import { searchTitles } from '../support/pagefind-search';
import { ROOT, startServer, waitFor, type ServerProcess } from '../support/server-process';
import { buildServerOnce } from '../support/build-once';
import type { SiteBuildSettings } from '../../src/build/site-config';
import { pollUntil } from '../support/poll';

/**
 * Issue 30: the Node server renders every public page on demand from the published content,
 * byte for byte as astro build pre-renders it; a publish records the content and shows it (the
 * edited title on its pages and in search), a takedown hides a post at once, and the site
 * answers all along. Real builds of the demo content.
 */
const PASSWORD = 'Publish-Pass-1';
const siteDir = path.join(ROOT, 'dist', `test-publish-${process.pid}`);
let dataDir: string;
let server: ServerProcess;
let admin: ApiClient;
let lastRebuildLog = '';

type Post = { id: number; title: string };

/** Publishes, while loading pages all along; returns the answers that were not 200. */
async function publishWhileBrowsing(pages: string[]): Promise<string[]> {
  const failures: string[] = [];
  const started = await admin.send('POST', '/api/rebuilds');
  expect(started.status).toBe(202);
  const { id } = started.body as { id: number };
  let status = 'queued';
  for (let round = 0; status === 'queued' || status === 'running'; round += 1) {
    const page = pages[round % pages.length]!;
    const res = await fetch(`${server.baseUrl}${page}`).catch(() => null);
    if (res?.status !== 200) failures.push(`${page}: ${res?.status ?? 'no answer'}`);
    await res?.arrayBuffer();
    if (round % 10 === 0) status = ((await admin.send('GET', `/api/rebuilds/${id}`)).body as { status: string }).status;
  }
  const row = (await admin.send('GET', `/api/rebuilds/${id}`)).body as { status: string; log: string };
  expect(row.status, row.log.slice(-2000)).toBe('succeeded');
  lastRebuildLog = row.log;
  return failures;
}

/** Where two texts part, for a failure message. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: served "${a.slice(i - 80, i + 120)}" vs astro build "${b.slice(i - 80, i + 120)}"`;
}

/** The log of the first publish, and what the server printed until its pages answered (its code build). */
let firstBuildLog = '';
let firstStartOutput = '';

beforeAll(async () => {
  await buildServerOnce();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-publish-'));
  server = await startServer({
    DATA_DIR: dataDir,
    SITE_DIR: siteDir,
    SITE_BUILD: 'auto',
    TRUST_PROXY: '1',
    HDX_ADMIN_PASSWORD: PASSWORD,
    HDX_DEMO_PASSWORD: PASSWORD,
  });
  // The first start builds the site's code and publishes (the server answers 503 meanwhile).
  await waitFor(server, `${server.baseUrl}/`, (res) => res.status === 200, 600_000);
  firstStartOutput = server.output();
  admin = new ApiClient(server.baseUrl);
  await admin.login('admin@hdx.test', PASSWORD);
  // The pages answer once shown; the publish ends with its search index.
  const first = async () =>
    ((await admin.send('GET', '/api/rebuilds')).body as { items: { status: string; log: string }[] }).items.at(-1)!;
  await pollUntil('the first publish ends', async () => (await first()).status === 'succeeded', {
    timeoutMs: 120_000,
    intervalMs: 100,
  });
  firstBuildLog = (await first()).log;
}, 660_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe('publishing', () => {
  it('renders every page on demand byte for byte as astro build pre-renders it', async () => {
    // The code build is the server's, outside the publish queue; the first publish's row says what it published.
    expect(firstStartOutput).toMatch(/Built the site's code in [\d.]+ s \(astro build\)/);
    expect(firstBuildLog).toMatch(/Published content version 1 /);
    // The server's build pre-renders no page.
    const serverPages = fs.readdirSync(path.join(siteDir, 'client'), { recursive: true, encoding: 'utf8' });
    expect(serverPages.filter((file) => file.endsWith('.html'))).toEqual(['404.html']);
    // The same code and content, pre-rendered by Astro itself (as `npm run build` does).
    const built = `${siteDir}-astro`;
    // The address the server was started with (PUBLIC_URL), which the pages name.
    const home = await (await fetch(`${server.baseUrl}/`)).text();
    const publicUrl = new URL(/<link rel="canonical" href="([^"]+)"/.exec(home)![1]!).origin;
    try {
      // Not execFileSync: a build longer than the server's keep-alive (65 s) with this process's
      // event loop blocked left the client a pooled socket the server had closed ("other side closed").
      const settings: SiteBuildSettings = {
        outDir: built,
        cacheDir: `${built}.cache`,
        site: publicUrl,
        apiUrl: `${server.baseUrl}/api`,
        prerender: true,
        staticPostsMax: null,
      };
      await promisify(execFile)(
        process.execPath,
        [path.join(ROOT, 'src/build/astro-build.ts'), JSON.stringify(settings)],
        {
          cwd: ROOT,
          // Vitest runs with NODE_ENV=test; a build is a production one, as the server's.
          env: { ...process.env, NODE_ENV: 'production' },
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      const files = fs
        .readdirSync(path.join(built, 'client'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('index.html'));
      const differing: string[] = [];
      for (const file of files) {
        const address = `/${file.replace(/index\.html$/, '')}`;
        const res = await fetch(`${server.baseUrl}${address}`);
        expect([address, res.status]).toEqual([address, 200]);
        const pair = comparable(
          await res.text(),
          res.headers.get('content-security-policy'),
          fs.readFileSync(path.join(built, 'client', file), 'utf8'),
        );
        if (pair.served !== pair.built) differing.push(`${address} ${firstDifference(pair.served, pair.built)}`);
      }
      expect(differing.slice(0, 3)).toEqual([]);
      expect(files.length).toBeGreaterThan(300);
      // The sitemap lists the same pages.
      const sitemap = await (await fetch(`${server.baseUrl}/sitemap-0.xml`)).text();
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((match) => decodeURI(new URL(match[1]!).pathname))
        .sort();
      const pages = files.map((file) => `/${file.replace(/index\.html$/, '')}`);
      expect(listed.filter((page) => !pages.includes(page))).toEqual([]);
      expect(pages.filter((page) => !listed.includes(page))).toEqual([]);
    } finally {
      fs.rmSync(built, { recursive: true, force: true });
      fs.rmSync(`${built}.cache`, { recursive: true, force: true });
    }
  }, 600_000);

  it('shows an edited title on its pages and in search once published, and not before', async () => {
    const posts = (await admin.send('GET', '/api/posts?itemsPerPage=50&order=oldest')).body as Post[];
    const post = posts[0]!;
    const title = `Zornhau renamed ${process.pid}`;
    expect((await admin.send('PATCH', `/api/posts/${post.id}`, { title })).status).toBe(200);
    expect(await (await fetch(`${server.baseUrl}/videos/${post.id}`)).text()).not.toContain(title);

    const failures = await publishWhileBrowsing(['/', '/fr/', `/videos/${posts[1]!.id}`, '/techniques']);
    expect(failures).toEqual([]);
    // No astro build: the content was recorded, indexed as a delta, and shown.
    expect(lastRebuildLog).not.toMatch(/astro build/);
    expect(lastRebuildLog).toMatch(/Indexed \d+ pages \(a delta over the previous index, \d+ pages changed since it\)/);

    for (const page of [`/videos/${post.id}`, `/fr/videos/${post.id}`]) {
      const html = await (await fetch(`${server.baseUrl}${page}`)).text();
      expect([page, html.includes(title)]).toEqual([page, true]);
      // Rendered once after the publish, then served from the page cache.
      expect((await fetch(`${server.baseUrl}${page}`)).headers.get('x-cache')).toBe('HIT');
    }
    expect(await searchTitles(server.baseUrl, 'renamed')).toContain(title);
    expect(
      await searchTitles(
        server.baseUrl,
        post.title.split(/\W+/).find((word) => word.length > 3)!,
        50,
      ),
    ).not.toContain(post.title);
  }, 600_000);

  it('hides a deleted post at once, and the next publish leaves it out of search', async () => {
    const posts = (await admin.send('GET', '/api/posts?itemsPerPage=50&order=oldest')).body as Post[];
    // A post whose card another post's page shows among its related posts, that page kept in the page cache.
    const rail = `/videos/${posts[0]!.id}`;
    const cards = [...(await (await fetch(`${server.baseUrl}${rail}`)).text()).matchAll(/data-post-card="(\d+)"/g)];
    const post = posts.find((each) => each.id === Number(cards[0]?.[1]))!;
    expect(post).toBeDefined();
    expect((await fetch(`${server.baseUrl}/videos/${post.id}`)).status).toBe(200);
    const card = `data-post-card="${post.id}"`;
    expect((await fetch(`${server.baseUrl}${rail}`)).headers.get('x-cache')).toBe('HIT');
    expect((await admin.send('DELETE', `/api/posts/${post.id}`)).status).toBeLessThan(300);
    // Rendered again at once without the card (the next related post in its place), then cached again.
    const again = await fetch(`${server.baseUrl}${rail}`);
    expect(again.headers.get('x-cache')).toBeNull();
    const html = await again.text();
    expect(html).not.toContain(card);
    expect(html.match(/<article[^>]*data-post-card=/g)?.length).toBe(3);
    expect((await fetch(`${server.baseUrl}${rail}`)).headers.get('x-cache')).toBe('HIT');
    expect(await (await fetch(`${server.baseUrl}/`)).text()).not.toContain(card);

    expect(await publishWhileBrowsing(['/', '/weapons'])).toEqual([]);
    expect((await fetch(`${server.baseUrl}/videos/${post.id}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/fr/videos/${post.id}`)).status).toBe(404);
    const word = post.title.split(/\W+/).find((part) => part.length > 3)!;
    expect(await searchTitles(server.baseUrl, word, 50)).not.toContain(post.title);
  }, 600_000);

  it('on-demand pages show the published content, and only once it is published', async () => {
    const name = `Solo drill ${process.pid}`;
    const form = new FormData();
    form.set('name', name);
    expect((await admin.send('POST', '/api/post_types', form)).status).toBe(201);
    // A profile's header lists the content types of the published content (the database's
    // published_content, not the live tables): the new type is not there yet.
    const posts = (await admin.send('GET', '/api/posts?itemsPerPage=1')).body as { user: { id: number } }[];
    const profileUrl = `${server.baseUrl}/profile/${posts[0]!.user.id}`;
    expect(await (await fetch(profileUrl)).text()).not.toContain(name);
    expect(await publishWhileBrowsing(['/', '/news'])).toEqual([]);
    expect(lastRebuildLog).toMatch(/Published content version \d+ \(changed: [^)]*postTypes/);
    expect(await (await fetch(profileUrl)).text()).toContain(name);
    expect(await (await fetch(`${server.baseUrl}/news`)).text()).toContain(name);
  }, 600_000);
});
