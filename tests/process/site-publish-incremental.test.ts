import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageManifest } from '../../src/server/site/page-manifest';
import { withCspMeta } from '../../src/server/site/rerender';
import { ApiClient } from '../support/api-client';
import { searchTitles } from '../support/pagefind-search';
import { ROOT, startServer, waitFor, type ServerProcess } from '../support/server-process';
import { buildServerOnce } from '../support/build-once';

/**
 * Issue 17: a publish after editing one post renders only the pages that show it, reuses every
 * other page of the served release, serves the new title (page and search index), drops a
 * deleted post's pages, and the site answers all along. Real builds of the demo content.
 */
const PASSWORD = 'Publish-Pass-1';
const siteDir = path.join(ROOT, 'dist', `test-publish-${process.pid}`);
let dataDir: string;
let server: ServerProcess;
let admin: ApiClient;
let lastRebuildLog = '';

type Post = { id: number; title: string };

function servedRelease(): string {
  return (JSON.parse(fs.readFileSync(path.join(dataDir, 'site-release.json'), 'utf8')) as { dir: string }).dir;
}

function manifestOf(dir: string): PageManifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'page-manifest.json'), 'utf8')) as PageManifest;
}

/** Publishes, while loading pages all along; returns the answers that were not 200. */
async function publishWhileBrowsing(pages: string[]): Promise<string[]> {
  const failures: string[] = [];
  const before = servedRelease();
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
  expect(servedRelease()).not.toBe(before);
  return failures;
}

/** Where two texts part, for a failure message. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: served "${a.slice(i - 80, i + 120)}" vs astro build "${b.slice(i - 80, i + 120)}"`;
}

/** The log of the server's first publish (the full build at start). */
let firstBuildLog = '';
const lastLogOfFirstBuild = () => firstBuildLog;

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
  // The first start builds the whole site (the server answers 503 meanwhile).
  await waitFor(server, `${server.baseUrl}/`, (res) => res.status === 200, 600_000);
  admin = new ApiClient(server.baseUrl);
  await admin.login('admin@hdx.test', PASSWORD);
  const { items } = (await admin.send('GET', '/api/rebuilds')).body as { items: { log: string }[] };
  firstBuildLog = items.at(-1)?.log ?? '';
}, 660_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.rmSync(`${siteDir}-releases`, { recursive: true, force: true });
});

describe('incremental publishing', () => {
  it("renders every page through the release's own server byte for byte as astro build pre-renders it", async () => {
    const release = servedRelease();
    const manifest = manifestOf(release);
    expect(lastLogOfFirstBuild()).toMatch(/Rendered \d+ pages in [\d.]+ s \(through the new release, [\d.]+ s of CPU\)/);
    // The same code and content, pre-rendered by Astro itself (as `npm run build` does).
    const built = `${siteDir}-astro`;
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
        cwd: ROOT,
        // Vitest runs with NODE_ENV=test; a build is a production one, as the server's.
        env: { ...process.env, NODE_ENV: 'production', HDX_API_URL: `${server.baseUrl}/api`, HDX_SITE_OUT: built, PUBLIC_URL: manifest.publicUrl },
        stdio: 'pipe',
      });
      const files = [...Object.keys(manifest.pages), '404.html'];
      const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'client', file), 'utf8');
      const differing = files.filter((file) => read(release, file) !== read(built, file));
      expect(differing.slice(0, 5), differing[0] && firstDifference(read(release, differing[0]), read(built, differing[0]))).toEqual([]);
      // Post pages render on demand on the server (none in the release); astro build pre-renders
      // them, and the two are the same page: Astro gives an on-demand page its policy as a header
      // where a pre-rendered one has it as a <meta>.
      expect(files.filter((file) => /(^|\/)videos\//.test(file))).toEqual([]);
      const postPages = fs
        .readdirSync(path.join(built, 'client', 'videos'))
        .flatMap((id) => [`/videos/${id}`, `/fr/videos/${id}`]);
      const servedDiffering: string[] = [];
      for (const page of postPages) {
        const res = await fetch(`${server.baseUrl}${page}`);
        expect(res.status).toBe(200);
        const served = withCspMeta(await res.text(), res.headers.get('content-security-policy'));
        const file = read(built, `${page.slice(1)}/index.html`);
        if (served !== file) servedDiffering.push(`${page} ${firstDifference(served, file)}`);
      }
      expect(servedDiffering.slice(0, 3)).toEqual([]);
      // Listed in the sitemap all the same.
      expect(read(release, 'sitemap-0.xml')).toContain(`${manifest.publicUrl.replace(/\/$/, '')}/fr${postPages[0]}/<`);
      expect(files.length + postPages.length).toBeGreaterThan(300);
    } finally {
      fs.rmSync(built, { recursive: true, force: true });
      fs.rmSync(`${built}.cache`, { recursive: true, force: true });
    }
  }, 600_000);

  it('renders only the pages showing an edited post, reuses the others, and serves the new title', async () => {
    const first = manifestOf(servedRelease());
    const total = Object.keys(first.pages).length;
    expect(first.rendered.length).toBe(total);
    const posts = (await admin.send('GET', '/api/posts?itemsPerPage=50&order=oldest')).body as Post[];
    const post = posts[0]!;
    const title = `Zornhau renamed ${process.pid}`;
    expect((await admin.send('PATCH', `/api/posts/${post.id}`, { title })).status).toBe(200);

    const failures = await publishWhileBrowsing(['/', '/fr/', `/videos/${posts[1]!.id}`, '/techniques']);
    expect(failures).toEqual([]);
    // The code did not change: the served release rendered the changed pages, no `astro build` ran.
    expect(lastRebuildLog).toMatch(/Rendered \d+ pages in [\d.]+ s \(through the served release, [\d.]+ s of CPU\)/);

    const release = servedRelease();
    const manifest = manifestOf(release);
    expect(Object.keys(manifest.pages).length).toBe(total);
    // The lists showing every post; not the other pages (the post's own pages render on demand).
    expect(manifest.rendered).toEqual(expect.arrayContaining(['index.html', 'fr/index.html', 'news/index.html']));
    expect(manifest.rendered.length).toBeLessThan(total / 5);
    expect(manifest.rendered).not.toContain('about/index.html');
    // A reused page is the previous release's file itself (a hard link), not a copy.
    expect(fs.statSync(path.join(release, 'client', 'about', 'index.html')).nlink).toBeGreaterThan(1);

    for (const page of [`/videos/${post.id}`, `/fr/videos/${post.id}`]) {
      const html = await (await fetch(`${server.baseUrl}${page}`)).text();
      expect(html).toContain(title);
      // Rendered once after the publish, then served from the page cache.
      expect((await fetch(`${server.baseUrl}${page}`)).headers.get('x-cache')).toBe('HIT');
    }
    expect(await searchTitles(server.baseUrl, 'renamed')).toContain(title);
    // Search re-indexed only the changed records (the post's, in both languages; not the lists,
    // which have none): a delta over the previous release's index (hard-linked), which hides the
    // base's stale record of the old title.
    expect(manifest.search!.delta).toEqual(expect.arrayContaining([`/videos/${post.id}/`, `/fr/videos/${post.id}/`]));
    expect(manifest.search!.delta.length).toBeLessThan(manifest.rendered.length);
    expect(fs.statSync(path.join(release, 'client', 'pagefind', 'pagefind-entry.json')).nlink).toBeGreaterThan(1);
    const superseded = JSON.parse(fs.readFileSync(path.join(release, 'client', 'pagefind-delta', 'superseded.json'), 'utf8')) as { urls: string[] };
    expect(superseded.urls).toContain(`/videos/${post.id}/`);
    expect(await searchTitles(server.baseUrl, post.title.split(/\W+/).find((word) => word.length > 3)!, 50)).not.toContain(post.title);
  }, 600_000);

  it('drops the pages of a deleted post from the next release', async () => {
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
    // The takedown dropped that page: rendered again at once, without the card, then cached again.
    const again = await fetch(`${server.baseUrl}${rail}`);
    expect(again.headers.get('x-cache')).toBeNull();
    const html = await again.text();
    expect(html).not.toContain(card);
    expect(html.match(/<article[^>]*data-post-card=/g)?.length).toBe(3);
    expect((await fetch(`${server.baseUrl}${rail}`)).headers.get('x-cache')).toBe('HIT');

    expect(await publishWhileBrowsing(['/', '/weapons'])).toEqual([]);

    const release = servedRelease();
    expect((await fetch(`${server.baseUrl}/videos/${post.id}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/fr/videos/${post.id}`)).status).toBe(404);
    // The delta now covers both publishes; the deleted post is not found any more.
    expect(manifestOf(release).search!.delta).toEqual(expect.arrayContaining([`/videos/${post.id}/`, `/fr/videos/${post.id}/`]));
    const word = post.title.split(/\W+/).find((part) => part.length > 3)!;
    expect(await searchTitles(server.baseUrl, word, 50)).not.toContain(post.title);
  }, 600_000);

  it("a re-rendered release's on-demand pages show the published content, and only once it is published", async () => {
    const name = `Solo drill ${process.pid}`;
    const form = new FormData();
    form.set('name', name);
    expect((await admin.send('POST', '/api/post_types', form)).status).toBe(201);
    // A profile renders on demand with the release's code, which bundled the content of the
    // full build it descends from; its header's browse links come from the published content
    // (the database's published_content, not the live tables): the new type is not there yet.
    const posts = (await admin.send('GET', '/api/posts?itemsPerPage=1')).body as { user: { id: number } }[];
    const profileUrl = `${server.baseUrl}/profile/${posts[0]!.user.id}`;
    expect(await (await fetch(profileUrl)).text()).not.toContain(name);
    // Every page shows the content types (header): all render, still through the served release.
    expect(await publishWhileBrowsing(['/', '/news'])).toEqual([]);
    expect(lastRebuildLog).toMatch(/\(through the served release, /);
    expect(lastRebuildLog).toMatch(/Published content version \d+ \(changed: [^)]*postTypes/);
    expect(await (await fetch(profileUrl)).text()).toContain(name);
    expect(await (await fetch(`${server.baseUrl}/news`)).text()).toContain(name);
  }, 600_000);

  it('the re-render routes answer 404 to anyone but the publishing server', async () => {
    expect((await fetch(`${server.baseUrl}/hdx-republish/page?path=/`)).status).toBe(404);
    // A POST is refused before it reaches the route when it looks like a cross-site form (403).
    const plan = (headers: Record<string, string>) =>
      fetch(`${server.baseUrl}/hdx-republish/plan`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json', ...headers } });
    expect((await plan({})).status).toBe(404);
    const forged = { 'x-hdx-republish': 'a-guess' };
    expect((await fetch(`${server.baseUrl}/hdx-republish/page?path=/`, { headers: forged })).status).toBe(404);
    expect((await plan(forged)).status).toBe(404);
  });
});
