// `npm run bench:build [-- --posts 10000 --db postgres --log publish.log --publishes 20]`: the publishing
// figures of issues 17 and 30 for the demo content plus N synthetic posts. Seeds a fresh database
// and starts the built server, which builds the site's code at its start and publishes a first time; then
// edits one post title through the API, publishes, and times until the new title is served at
// /videos/{id} and found by the search index (the one-edit publish); a takedown until its page
// is gone; then publishes `--publishes` times in a row, visiting pages between them, and reads the
// server's resident memory after each. A benchmark, not a test.
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
    publishes: { type: 'string', default: '20' },
    /** Runs the server with the V8 heap limits Node gives itself on a machine (or container) of this many MB (v8HeapFlags). */
    'machine-mb': { type: 'string' },
    /** MALLOC_ARENA_MAX for the server, instead of the supervisor's (src/server/supervisor/server-malloc.ts, which startServer gives it); glibc's own is 8 per core. */
    'malloc-arenas': { type: 'string' },
    /** MALLOC_TRIM_THRESHOLD_ for the server, instead of the supervisor's. */
    'malloc-trim': { type: 'string' },
  },
});

/**
 * Node sizes V8's heap from the memory of the machine or container it runs on (uv_get_constrained_memory,
 * then V8's Heap::HeapSizeFromPhysicalMemory on 64-bit: old generation a quarter of the memory times two,
 * at most 4 GB; a semi-space 1/64 of that, at most 64 MB). This machine is larger than the one the figures
 * are for: these flags give the server the limits it would pick there by itself.
 */
function v8HeapFlags(machineMb: number): string {
  const oldGeneration = Math.min(4096, (machineMb / 4) * 2);
  const semiSpace = Math.max(1, Math.min(64, oldGeneration / (oldGeneration <= 256 ? 256 : 64)));
  return `--max-old-space-size=${oldGeneration} --max-semi-space-size=${semiSpace}`;
}
const machineEnv: Record<string, string> = {
  ...(values['machine-mb']
    ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${v8HeapFlags(Number(values['machine-mb']))}`.trim() }
    : {}),
  ...(values['malloc-arenas'] ? { MALLOC_ARENA_MAX: values['malloc-arenas'] } : {}),
  ...(values['malloc-trim'] ? { MALLOC_TRIM_THRESHOLD_: values['malloc-trim'] } : {}),
};
const postsCount = Number(values.posts);
const PASSWORD = 'Bench-Build-Pass-1';
const passwords = { HDX_ADMIN_PASSWORD: PASSWORD, HDX_DEMO_PASSWORD: PASSWORD };

execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
const database = await prepareBenchDatabase(values.db!, postsCount, passwords);
const siteDir = path.join(ROOT, 'dist', `bench-build-${process.pid}`);
const load = os.loadavg()[0]!.toFixed(1);
const serverStarted = performance.now();
const server = await startServer(
  // Page threads as in production.
  {
    ...database.env,
    ...passwords,
    SITE_DIR: siteDir,
    SITE_BUILD: 'auto',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    PAGE_THREADS: String(DEFAULT_PAGE_THREADS),
    ...machineEnv,
  },
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
  const fields = fs
    .readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  // utime, stime, cutime, cstime: fields 14-17 of stat(5), counted after the command's closing parenthesis.
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
}

/** Resident memory of a process, MB (/proc, Linux). */
function residentMb(pid: number | undefined): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 1024);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const buildSeconds = (row: Rebuild) => (Date.parse(row.finishedAt!) - Date.parse(row.startedAt!)) / 1000;
/** The publish's own timings in the rebuild log (rebuild-manager.ts). */
const logged = (row: Rebuild, pattern: RegExp) => pattern.exec(row.log)?.[1] ?? '?';

async function finished(admin: ApiClient, id: number): Promise<Rebuild> {
  for (;;) {
    const answer = await admin.send('GET', `/api/rebuilds/${id}`);
    if (answer.status !== 200)
      throw new Error(`GET /api/rebuilds/${id} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const row = answer.body as Rebuild;
    if (row.status === 'succeeded') return row;
    if (row.status === 'failed') throw new Error(`publish ${id} failed:\n${row.log.slice(-3000)}`);
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
  const page = async (n: number) =>
    (await admin.send('GET', `/api/posts?itemsPerPage=100&order=oldest&page=${n}`)).body as { id: number }[];
  const posts = (await page(2)).length ? await page(2) : await page(1);
  const post = posts[50] ?? posts[0]!;
  const title = `Bench publish ${Date.now()}`;
  const edited = await admin.send('PATCH', `/api/posts/${post.id}`, { title });
  if (edited.status !== 200) throw new Error(`PATCH answered ${edited.status}`);
  const publishStarted = performance.now();
  const started = await admin.send('POST', '/api/rebuilds');
  const { id } = started.body as { id: number };
  // Two polls side by side: a search (loading the index) takes longer than a page, and would
  // otherwise set the pace of the page's poll.
  const secondsUntil = async (seen: () => Promise<boolean>, every: number) => {
    while (!(await seen())) await sleep(every);
    return (performance.now() - publishStarted) / 1000;
  };
  const [pageSeconds, searchSeconds] = await Promise.all([
    secondsUntil(async () => (await (await fetch(`${server.baseUrl}/videos/${post.id}`)).text()).includes(title), 50),
    secondsUntil(async () => (await searchTitles(server.baseUrl, title.split(' ').at(-1)!)).includes(title), 200),
  ]);
  const one = await finished(admin, id);
  const cpuOfOneEdit = serverCpuSeconds(server.child.pid) - cpuAfterFull;
  if (values.log) {
    fs.writeFileSync(values.log, one.log);
    fs.writeFileSync(`${values.log}.full`, full.log);
  }

  // A takedown: the author's (here the admin's) delete, until the post's page is gone.
  const gone = posts[60] ?? posts[1]!;
  const takedownStarted = performance.now();
  const deleted = await admin.send('DELETE', `/api/posts/${gone.id}`);
  if (deleted.status >= 300) throw new Error(`DELETE answered ${deleted.status}`);
  while ((await fetch(`${server.baseUrl}/videos/${gone.id}`)).status !== 404) await sleep(20);
  const takedownSeconds = (performance.now() - takedownStarted) / 1000;

  // Publishes in a row, pages visited between them: the server's memory after each.
  const visited = ['/', '/fr/', '/news', '/weapons', '/techniques', `/videos/${post.id}`, '/history', '/manuscripts'];
  const rss: number[] = [];
  for (let n = 0; n < Number(values.publishes); n += 1) {
    for (const address of visited) await (await fetch(`${server.baseUrl}${address}`)).arrayBuffer();
    const publish = await admin.send('POST', '/api/rebuilds');
    if (publish.status !== 202)
      throw new Error(`POST /api/rebuilds answered ${publish.status}: ${JSON.stringify(publish.body)}`);
    await finished(admin, (publish.body as { id: number }).id);
    for (const address of visited) await (await fetch(`${server.baseUrl}${address}`)).arrayBuffer();
    rss.push(residentMb(server.child.pid));
  }

  const search = fs.readdirSync(path.join(siteDir, 'search')).map((name) => walk(path.join(siteDir, 'search', name)));
  const code = walk(path.join(siteDir, 'client'));
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(
    `\nPublishing: ${values.db}, demo + ${postsCount} synthetic posts, ${os.cpus().length} CPUs, load ${load} at start, now ${os.loadavg()[0]!.toFixed(1)}`,
  );
  if (Object.keys(machineEnv).length)
    console.log(
      `Server run with ${Object.entries(machineEnv)
        .map(([key, value]) => `${key}=${value}`)
        .join(' ')}`,
    );
  console.log('| figure | value |');
  console.log('| --- | ---: |');
  // The server prints its code build's time; the first publish, after it, is a row of its own.
  console.log(
    `| first start: site's code build (astro build, no pages) | ${/Built the site's code in ([\d.]+) s/.exec(server.output())?.[1] ?? '?'} s |`,
  );
  console.log(`| first start: the first publish after it | ${buildSeconds(full).toFixed(1)} s |`);
  console.log(`| … of which reading the content | ${logged(full, /Read the content to publish in ([\d.]+) s/)} s |`);
  console.log(`| … of which Pagefind | ${logged(full, /for search in ([\d.]+) s/)} s |`);
  console.log(`| server start to first page served | ${sinceStart.toFixed(1)} s |`);
  console.log(`| server CPU from start to the first publish's end (with astro build) | ${cpuAfterFull.toFixed(1)} s |`);
  console.log(`| server CPU of the one-edit publish (with the page polls) | ${cpuOfOneEdit.toFixed(1)} s |`);
  console.log(`| one-edit publish: new title served at /videos/{id} | ${pageSeconds.toFixed(1)} s |`);
  console.log(`| one-edit publish: new title found by the search index | ${searchSeconds.toFixed(1)} s |`);
  console.log(`| … the publish | ${buildSeconds(one).toFixed(1)} s |`);
  console.log(`| … of which reading the content | ${logged(one, /Read the content to publish in ([\d.]+) s/)} s |`);
  console.log(
    `| … of which Pagefind (${logged(one, /Indexed (\d+) pages/)} records) | ${logged(one, /for search in ([\d.]+) s/)} s |`,
  );
  console.log(`| takedown: DELETE sent to its page answering 404 | ${takedownSeconds.toFixed(2)} s |`);
  console.log(
    `| resident memory over ${rss.length} publishes (min, max) | ${Math.min(...rss)}, ${Math.max(...rss)} MB |`,
  );
  console.log(`| … after each | ${rss.join(', ')} MB |`);
  console.log(`| site's code build | ${mb(code.bytes)} MB in ${code.files} files (${code.pages} HTML) |`);
  console.log(
    `| search index folders kept | ${search.length}, ${search.map((folder) => mb(folder.bytes)).join(' + ')} MB |`,
  );
} finally {
  await server.stop();
  await database.cleanup();
  fs.rmSync(siteDir, { recursive: true, force: true });
}
