// `npx tsx scripts/bench-search.ts [--posts 10000] [--requests 400] [--skip-build]`
// Issue 6 benchmarks, on a fresh PGlite DATA_DIR with the demo library plus synthetic posts:
//  1. suggestions round trip (GET /api/search/suggestions?q=) as a user types: one request
//     at a time on localhost, p50/p95/p99, uncached (each request a cache miss) and cached;
//     and the results page's full-text search (GET /api/search/results?q=) on whole words;
//  2. builds the site with its Pagefind index (scripts/build-site.mjs) and measures the
//     bytes a typical Pagefind query transfers in Chromium (what the search island loads
//     when the API is down), served by a plain static server.
// A benchmark, not a test: it prints figures; limits are 30 ms p95 and 300 KB.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { freePort, ROOT, startServer, waitFor } from '../tests/support/server-process';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '400' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const postsCount = Number(values.posts);
const requestCount = Number(values.requests);

/** What people type: growing prefixes of library names and of the synthetic titles' words. */
const WORDS = ['zornhau', 'longsword', 'sparring', 'fiore', 'messer', 'rapier', 'ochs', 'krumphau', 'meyer', 'drill', 'guard', 'bind', 'sabre', 'capoferro'];
const TYPED = WORDS.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => n.toFixed(1);

let sequence = 0;

/** `bust`: a parameter the API ignores makes each request a cache miss (the cost of the query itself). */
async function roundTrips(baseUrl: string, bust: boolean, route = 'suggestions', texts = TYPED): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < requestCount; i++) {
    const q = texts[i % texts.length]!;
    const url = `${baseUrl}/api/search/${route}?q=${encodeURIComponent(q)}${bust ? `&nocache=${(sequence += 1)}` : ''}`;
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  }
  return times.sort((a, b) => a - b);
}

function staticServer(dir: string, port: number): http.Server {
  return http
    .createServer((req, res) => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = path.join(dir, pathname);
      if (!file.startsWith(dir)) return void res.writeHead(403).end();
      if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
      if (!fs.existsSync(file)) return void res.writeHead(404).end();
      const type = file.endsWith('.html') ? 'text/html' : file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream';
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': fs.statSync(file).size });
      fs.createReadStream(file).pipe(res);
    })
    .listen(port, '127.0.0.1');
}

/** Bytes fetched under /pagefind/ while `run` executes in the page (bodies as transferred; Pagefind's files are pre-compressed). */
async function pagefindTransfer(siteUrl: string, queries: Record<string, string>): Promise<Record<string, { bytes: number; requests: number }>> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const out: Record<string, { bytes: number; requests: number }> = {};
  try {
    for (const [name, script] of Object.entries(queries)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${siteUrl}/search-results/`);
      let bytes = 0;
      let requests = 0;
      page.on('requestfinished', (request) => {
        if (!request.url().includes('/pagefind/')) return;
        requests += 1;
        void request.sizes().then((sizes) => (bytes += sizes.responseBodySize + sizes.responseHeadersSize));
      });
      await page.evaluate(script);
      await page.waitForTimeout(500);
      out[name] = { bytes, requests };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-bench-search-'));
const siteDir = path.join(ROOT, 'dist', `bench-search-site-${process.pid}`);
const env = { DATA_DIR: dataDir, SITE_BUILD: 'never', LOG_LEVEL: 'warn' };
execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/seed.ts'), '--posts', String(postsCount)], {
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
const server = await startServer(env, { logFile: path.join(dataDir, 'server.log') });
const lines: string[] = [];
try {
  await waitFor(server, `${server.baseUrl}/api`, (res) => res.ok, 120_000);
  await roundTrips(server.baseUrl, true); // warm-up
  const uncached = await roundTrips(server.baseUrl, true);
  await roundTrips(server.baseUrl, false); // fills the response cache
  const cached = await roundTrips(server.baseUrl, false);
  lines.push(`Suggestions round trip, ${postsCount} synthetic posts + demo, ${requestCount} sequential requests, Node ${process.version}, ${os.cpus().length} CPUs`);
  lines.push('| run | p50 ms | p95 ms | p99 ms | max ms |', '| --- | ---: | ---: | ---: | ---: |');
  for (const [name, t] of [['uncached (each a cache miss)', uncached], ['cached', cached]] as const) {
    lines.push(`| ${name} | ${ms(percentile(t, 50))} | ${ms(percentile(t, 95))} | ${ms(percentile(t, 99))} | ${ms(t[t.length - 1]!)} |`);
  }
  await roundTrips(server.baseUrl, true, 'results', WORDS); // warm-up
  const fullText = await roundTrips(server.baseUrl, true, 'results', WORDS);
  lines.push('', `Full-text results round trip (GET /api/search/results?q=, whole words, up to 100 posts each), uncached, ${requestCount} sequential requests`);
  lines.push('| p50 ms | p95 ms | p99 ms | max ms |', '| ---: | ---: | ---: | ---: |');
  lines.push(`| ${ms(percentile(fullText, 50))} | ${ms(percentile(fullText, 95))} | ${ms(percentile(fullText, 99))} | ${ms(fullText[fullText.length - 1]!)} |`);
  if (!values['skip-build']) {
    const started = performance.now();
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-site.mjs'), '--api', `${server.baseUrl}/api`], {
      stdio: 'inherit',
      env: { ...process.env, SITE_DIR: siteDir },
    });
    const buildSeconds = (performance.now() - started) / 1000;
    const client = path.join(siteDir, 'client');
    const port = await freePort();
    const files = staticServer(client, port);
    const load = `const pf = await import('/pagefind/pagefind.js'); await pf.options({ excerptLength: 24 }); await pf.init();`;
    const data = (limit: number) => `await Promise.all(r.results.slice(0, ${limit}).map((x) => x.data()));`;
    const transfer = await pagefindTransfer(`http://127.0.0.1:${port}`, {
      'text "zornhau", 48 posts (API-down text search)': `(async () => { ${load} const r = await pf.search('zornhau', { filters: { kind: 'post' } }); ${data(48)} })()`,
      'section Sparring, 48 posts by views (API-down filter)': `(async () => { ${load} const r = await pf.search(null, { filters: { kind: 'post', contentType: 'Sparring' }, sort: { views: 'desc' } }); ${data(48)} })()`,
      'text "meyer", 6 library pages (full-text matches)': `(async () => { ${load} const r = await pf.search('meyer', { filters: { kind: { any: ['master', 'manuscript', 'technique', 'weapon'] } } }); ${data(6)} })()`,
    });
    files.close();
    const pagefindDir = path.join(client, 'pagefind');
    const size = (dir: string): number =>
      fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? size(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0);
    lines.push('', `Site build with Pagefind: ${buildSeconds.toFixed(0)} s; Pagefind bundle on disk ${(size(pagefindDir) / 1e6).toFixed(1)} MB`);
    lines.push('| Pagefind query | requests | transferred KB |', '| --- | ---: | ---: |');
    for (const [name, figure] of Object.entries(transfer)) lines.push(`| ${name} | ${figure.requests} | ${(figure.bytes / 1024).toFixed(0)} |`);
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.rmSync(`${siteDir}.cache`, { recursive: true, force: true });
}
console.log(`\n${lines.join('\n')}`);
