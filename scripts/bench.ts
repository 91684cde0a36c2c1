// `npm run bench [-- --db postgres --posts 10000 --duration 10 --connections 50]`
// Starts the production server bundle on a fresh database (PGlite in a temp DATA_DIR, or a
// fresh PostgreSQL database with --db postgres), then measures each endpoint with autocannon
// and prints req/s, p50, p99 and the server's RSS. A benchmark, not a test: quote medians.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ROOT, startServer, waitFor } from '../tests/support/server-process';
import { prepareBenchDatabase } from './bench-database';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    posts: { type: 'string', default: '0' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const postsCount = Number(values.posts);

execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
// The login row signs in the demo account: its password is chosen here, for this run only.
const demoPassword = `bench-${randomBytes(9).toString('base64url')}`;
const database = await prepareBenchDatabase(values.db!, postsCount, { HDX_DEMO_PASSWORD: demoPassword });
const { dataDir } = database;
const env: Record<string, string> = { ...database.env, SITE_BUILD: 'never', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };

// Request logs go to a file, as in production, rather than to this terminal.
const server = await startServer(env, { logFile: path.join(dataDir, 'server.log') });
await waitFor(server, `${server.baseUrl}/api`, (res) => res.ok, 120_000);
const someId = ((await (await fetch(`${server.baseUrl}/api/posts?itemsPerPage=1`)).json()) as { id: number }[])[0]?.id ?? 1;

type Target = [name: string, path: string, options?: Pick<autocannon.Options, 'method' | 'body' | 'headers' | 'connections'>];
const targets: Target[] = [
  ['health', '/api'],
  ['post list', '/api/posts?page=1'],
  // A query parameter the API ignores makes every request a cache miss: the raw cost of a list.
  ['post list, uncached', '/api/posts?page=1&nocache=[n]'],
  ['post detail', `/api/posts/${someId}`],
  ['trends', '/api/posts/trends'],
  ['master histories', '/api/master_histories'],
  ['search suggestions', '/api/search/suggestions?q=zorn'],
  ['search suggestions, uncached', '/api/search/suggestions?q=zorn&nocache=[n]'],
  ['search by title', '/api/search?q=krumphau'],
  // Successful sign-ins: argon2id verification (deliberately slow) plus two signed tokens.
  // One account allows 10 sign-ins in flight (the rest answer 429), and 8 already keep both
  // cores busy with argon2.
  [
    'login',
    '/api/login',
    {
      connections: 8,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@hdx.test', password: demoPassword }),
    },
  ],
];

/** `[n]` in a path becomes a new number on every request. */
let sequence = 0;
const requestsFor = (url: string): autocannon.Request[] | undefined =>
  url.includes('[n]')
    ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: url.replace('[n]', String((sequence += 1))) }) }]
    : undefined;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const rows: string[] = [];
for (const [name, url, options = {}] of targets) {
  if (values.only && !name.includes(values.only)) continue;
  const requests = requestsFor(url);
  const run = (seconds: number) =>
    autocannon({ url: server.baseUrl + url, connections, duration: seconds, ...options, ...(requests ? { requests } : {}) });
  await run(2); // warm-up
  const result = await run(duration);
  const errors = result.errors + result.non2xx;
  rows.push(
    `| ${name} | \`${url}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} | ${rssMb(server.child.pid!)} |`,
  );
}

console.log(`\nHDX API benchmark: ${values.db}, ${postsCount} synthetic posts + demo, ${connections} connections, ${duration} s each`);
console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})\n`);
console.log('| endpoint | path | req/s | p50 ms | p99 ms | errors | server RSS MB |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);

await server.stop();
await database.cleanup();
