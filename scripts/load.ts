// `npm run load [-- --duration 60 --connections 100 --db postgres]`
// Mixed read and write traffic against the production server bundle: post lists and
// details, suggestions, view increments, likes and ratings by a signed-in user. Reports
// errors, latency percentiles and the server's RSS sampled every second with its trend
// (least-squares slope), to show memory stays flat. A load check, not a timed test:
// it fails (exit 1) on any error or non-2xx answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { DEMO_RENDER_CACHE, ROOT, startServer, waitFor } from '../tests/support/server-process';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    db: { type: 'string', default: 'pglite' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-load-'));
const password = `load-${Math.random().toString(36).slice(2)}-A1!`;
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  SITE_BUILD: 'never',
  LOG_LEVEL: 'warn',
  HDX_DEMO_PASSWORD: password,
  HDX_ADMIN_PASSWORD: password,
  // The demo's pictures as the tests drew them: the check measures serving, not seeding.
  DEMO_RENDER_CACHE,
};
if (values.db === 'postgres') env.DATABASE_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const server = await startServer(env, { logFile: path.join(dataDir, 'server.log') });
await waitFor(server, `${server.baseUrl}/api`, (res) => res.ok, 120_000);

const login = await fetch(`${server.baseUrl}/api/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'demo@hdx.test', password }),
});
if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
const { token, user } = (await login.json()) as { token: string; user: { id: number } };
const posts = (await (await fetch(`${server.baseUrl}/api/posts?itemsPerPage=50`)).json()) as { id: number; user: { id: number } }[];
const others = posts.filter((p) => p.user.id !== user.id).map((p) => p.id);

const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
let n = 0;
const pick = () => others[n++ % others.length]!;
const rss: number[] = [];
const sampler = setInterval(() => {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  rss.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}, 1000);

// The access token lives 15 minutes: long runs keep it fresh through the refresh call.
const result = await autocannon({
  url: server.baseUrl,
  connections,
  duration,
  requests: [
    { method: 'GET', path: '/api/posts?page=1' },
    { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/posts/${pick()}` }) },
    { method: 'GET', path: '/api/search/suggestions?q=zorn' },
    { method: 'POST', setupRequest: (req) => ({ ...req, path: `/api/posts/${pick()}/increment-views` }) },
    {
      method: 'POST',
      headers: auth,
      setupRequest: (req) => ({ ...req, path: `/api/posts/${pick()}/rates/${user.id}`, body: JSON.stringify({ rate: 1 + (n % 9) / 2 }) }),
    },
    { method: 'POST', headers: auth, setupRequest: (req) => ({ ...req, path: `/api/posts/${pick()}/likes/${user.id}` }) },
  ],
});
clearInterval(sampler);

const slope = (ys: number[]) => {
  const xs = ys.map((_, i) => i);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const num = xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0);
  const den = xs.reduce((s, x) => s + (x - mx) ** 2, 0) || 1;
  return num / den;
};
const settled = rss.slice(Math.floor(rss.length / 3));
const errors = result.errors + result.non2xx + result.timeouts;
console.log(`\nHDX load: ${values.db}, ${connections} connections, ${duration} s, mixed reads and writes`);
console.log(`requests: ${result.requests.total}, req/s avg ${Math.round(result.requests.average)}`);
console.log(`latency ms: p50 ${result.latency.p50}, p99 ${result.latency.p99}, max ${result.latency.max}`);
console.log(`errors: ${result.errors}, non-2xx: ${result.non2xx}, timeouts: ${result.timeouts}`);
console.log(
  `server RSS MB: start ${Math.round(rss[0] ?? 0)}, end ${Math.round(rss.at(-1) ?? 0)}, trend after warm-up ${slope(settled).toFixed(2)} MB/s`,
);

await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(errors === 0 ? 0 : 1);
