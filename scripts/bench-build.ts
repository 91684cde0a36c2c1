// `npm run bench:build [-- --posts 10000 --db postgres --log publish.log]`: the two publishing figures of issue 17
// for the demo content plus N synthetic posts. Seeds a fresh database and starts the built
// server, which builds the whole site at start (the full build: Astro, then the Pagefind
// index); then edits one post title through the API, publishes, and times until the new title
// is served at /videos/{id} and found by the search index (the one-edit publish). A benchmark,
// not a test.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ApiClient } from '../tests/support/api-client';
import { searchTitles } from '../tests/support/pagefind-search';
import { DEFAULT_PAGE_THREADS } from '../src/server/env';
import { ROOT, startServer, waitFor } from '../tests/support/server-process';
import { prepareBenchDatabase } from './bench-database';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    posts: { type: 'string', default: '10000' },
    /** Writes the one-edit publish's log there, and the full build's beside it (`.full`): each phase's time. */
    log: { type: 'string' },
  },
});
const postsCount = Number(values.posts);
const PASSWORD = 'Bench-Build-Pass-1';
const passwords = { HDX_ADMIN_PASSWORD: PASSWORD, HDX_DEMO_PASSWORD: PASSWORD };

execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
const database = await prepareBenchDatabase(values.db!, postsCount, passwords);
const siteDir = path.join(ROOT, 'dist', `bench-build-${process.pid}`);
const load = os.loadavg()[0]!.toFixed(1);
const serverStarted = performance.now();
const server = await startServer(
  // Page threads as in production: a publish's switch starts them on the new release.
  { ...database.env, ...passwords, SITE_DIR: siteDir, SITE_BUILD: 'auto', TRUST_PROXY: '1', LOG_LEVEL: 'warn', PAGE_THREADS: String(DEFAULT_PAGE_THREADS) },
  { logFile: path.join(database.dataDir, 'server.log') },
);

type Rebuild = { id: number; status: string; log: string; startedAt: string | null; finishedAt: string | null };

function walk(dir: string): { files: number; bytes: number; pages: number } {
  const total = { files: 0, bytes: 0, pages: 0 };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    total.files += 1;
    total.bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) total.pages += 1;
  }
  return total;
}

/** CPU seconds the server process and the children it waited for (astro build) spent so far, from /proc (Linux). */
function serverCpuSeconds(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  // utime, stime, cutime, cstime: fields 14-17 of stat(5), counted after the command's closing parenthesis.
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const buildSeconds = (row: Rebuild) => (Date.parse(row.finishedAt!) - Date.parse(row.startedAt!)) / 1000;
/** The builder's own timings in the rebuild log (site-builder.ts). */
const logged = (row: Rebuild, pattern: RegExp) => pattern.exec(row.log)?.[1] ?? '?';

async function finished(admin: ApiClient, id: number): Promise<Rebuild> {
  for (;;) {
    const row = (await admin.send('GET', `/api/rebuilds/${id}`)).body as Rebuild;
    if (row.status === 'succeeded') return row;
    if (row.status === 'failed') throw new Error(`build ${id} failed:\n${row.log.slice(-3000)}`);
    await sleep(250);
  }
}

try {
  await waitFor(server, `${server.baseUrl}/`, (res) => res.status === 200, 3_600_000);
  const sinceStart = (performance.now() - serverStarted) / 1000;
  const admin = new ApiClient(server.baseUrl);
  await admin.login('admin@hdx.test', PASSWORD);
  const { items } = (await admin.send('GET', '/api/rebuilds')).body as { items: Rebuild[] };
  const full = await finished(admin, items.at(-1)!.id);
  const cpuAfterFull = serverCpuSeconds(server.child.pid);

  // One edit: a post in the middle of the catalogue gets a new title.
  const page = async (n: number) => (await admin.send('GET', `/api/posts?itemsPerPage=100&order=oldest&page=${n}`)).body as { id: number }[];
  const posts = (await page(2)).length ? await page(2) : await page(1);
  const post = posts[50] ?? posts[0]!;
  const title = `Bench publish ${Date.now()}`;
  const edited = await admin.send('PATCH', `/api/posts/${post.id}`, { title });
  if (edited.status !== 200) throw new Error(`PATCH answered ${edited.status}`);
  const publishStarted = performance.now();
  const started = await admin.send('POST', '/api/rebuilds');
  const { id } = started.body as { id: number };
  let pageSeconds = 0;
  let searchSeconds = 0;
  while (!pageSeconds || !searchSeconds) {
    if (!pageSeconds && (await (await fetch(`${server.baseUrl}/videos/${post.id}`)).text()).includes(title))
      pageSeconds = (performance.now() - publishStarted) / 1000;
    if (!searchSeconds && (await searchTitles(server.baseUrl, title.split(' ').at(-1)!)).includes(title))
      searchSeconds = (performance.now() - publishStarted) / 1000;
    if (!pageSeconds || !searchSeconds) await sleep(200);
  }
  const one = await finished(admin, id);
  const cpuOfOneEdit = serverCpuSeconds(server.child.pid) - cpuAfterFull;
  if (values.log) {
    fs.writeFileSync(values.log, one.log);
    fs.writeFileSync(`${values.log}.full`, full.log);
  }

  const release = (JSON.parse(fs.readFileSync(path.join(database.dataDir, 'site-release.json'), 'utf8')) as { dir: string }).dir;
  const site = walk(path.join(release, 'client'));
  const index = walk(path.join(release, 'client', 'pagefind'));
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(`\nPublishing: ${values.db}, demo + ${postsCount} synthetic posts, ${os.cpus().length} CPUs, load ${load} at start`);
  console.log('| figure | value |');
  console.log('| --- | ---: |');
  console.log(`| full build (first publish: Astro, reuse, Pagefind) | ${buildSeconds(full).toFixed(1)} s |`);
  console.log(`| … of which astro build (the code, no pages) | ${logged(full, /in ([\d.]+) s \(astro build\)/)} s |`);
  console.log(`| … of which rendering every page (${logged(full, /Rendered \d+ pages in [\d.]+ s \(([^)]+)\)/)}) | ${logged(full, /Rendered \d+ pages in ([\d.]+) s/)} s |`);
  console.log(`| … of which the switch to the new release | ${logged(full, /Switched to the new release in ([\d.]+) s/)} s |`);
  console.log(`| … of which Pagefind | ${logged(full, /for search in ([\d.]+) s/)} s |`);
  console.log(`| server start to first page served | ${sinceStart.toFixed(1)} s |`);
  console.log(`| server CPU from start to the full build's end (with astro build) | ${cpuAfterFull.toFixed(1)} s |`);
  console.log(`| server CPU of the one-edit publish (with the page polls) | ${cpuOfOneEdit.toFixed(1)} s |`);
  console.log(`| one-edit publish: new title served at /videos/{id} | ${pageSeconds.toFixed(1)} s |`);
  console.log(`| one-edit publish: new title found by the search index | ${searchSeconds.toFixed(1)} s |`);
  console.log(`| … the publish's build | ${buildSeconds(one).toFixed(1)} s |`);
  console.log(`| … of which rendering (${logged(one, /Rendered \d+ pages in [\d.]+ s \(([^)]+)\)/)}) | ${logged(one, /Rendered \d+ pages in ([\d.]+) s/)} s |`);
  console.log(`| … … of which reading the content and computing every page's key | ${logged(one, /planned \d+ of \d+ pages to render in ([\d.]+) s/)} s |`);
  console.log(`| … of which reuse (hard links) | ${logged(one, /previous release in ([\d.]+) s/)} s |`);
  console.log(`| … of which Pagefind | ${logged(one, /for search in ([\d.]+) s/)} s |`);
  console.log(`| … of which the switch to the new release | ${logged(one, /Switched to the new release in ([\d.]+) s/)} s |`);
  console.log(`| pages rendered by the one-edit publish | ${logged(one, /Rendered (\d+) pages/)} |`);
  console.log(`| HTML pages | ${site.pages - index.pages} |`);
  console.log(`| site size | ${mb(site.bytes)} MB in ${site.files} files |`);
  console.log(`| Pagefind index | ${mb(index.bytes)} MB in ${index.files} files |`);
} finally {
  await server.stop();
  await database.cleanup();
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.rmSync(`${siteDir}-releases`, { recursive: true, force: true });
}
