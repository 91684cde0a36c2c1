// `npm run bench:static [-- --duration 10 --connections 50 --port 4420]`.
// In one run, on a server that builds its site's code at start (its own SITE_DIR) and publishes the
// demo: a static HTML file (the site build's 404.html) and a hashed /_astro asset through the Node
// server and nginx (Debian's, `apt-get install nginx`, one worker like the one Node process,
// precompressed copies); pages (a list, a profile, a post) through Node with its page cache and
// with none (PAGE_CACHE_SECONDS=0: every request a render); `GET /api` (health) through the Node
// server against a bare `node:http` server answering the same JSON. Request logging stays on
// (info, JSON lines to a file). Prints req/s, p50, p99, CPU per request and the ratios (goals:
// static files >= 0.5 x nginx, `GET /api` >= 0.40 x bare Node, a cached page >= 0.9 x the same page as a
// static file).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { DEFAULT_PAGE_THREADS } from '../src/server/env';
import { freePort, ROOT, startServer, waitFor } from '../tests/support/server-process';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    /** First of four ports to use (Node server, bare server, nginx); free ones when unset. */
    port: { type: 'string' },
    /** A data folder already seeded (kept): saves the first start's seeding on a slow machine. */
    'data-dir': { type: 'string' },
  },
});
const basePort = values.port ? Number(values.port) : null;
const portAt = async (offset: number) => (basePort === null ? freePort() : basePort + offset);
const duration = Number(values.duration);
const connections = Number(values.connections);
const siteDir = path.join(ROOT, 'dist', `bench-static-site-${process.pid}`);
const clientDir = path.join(siteDir, 'client');
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
// Without nginx the run still measures the Node server, the bare server and the pages.
if (!nginxBin)
  console.warn('nginx not found (`apt-get install nginx`): the static rows are shown without nginx beside them.');

execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
const dataDir = values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-bench-static-data-'));
const nodePort = await portAt(0);
// Whatever happens, no server of this run outlives it (a stray one would answer the next run's ports).
const children: { kill(signal?: NodeJS.Signals): unknown }[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
process.on('uncaughtException', (error) => {
  console.error(error);
  process.exit(1);
});
/** The server with request logging on (info, JSON lines to a file) and its page threads, as in production. */
async function startNode(env: Record<string, string> = {}) {
  const started = await startServer(
    {
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      SITE_BUILD: 'auto',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      PORT: String(nodePort),
      PAGE_THREADS: String(DEFAULT_PAGE_THREADS),
      ...env,
    },
    { logFile: path.join(dataDir, 'bench-server.log') },
  );
  children.push(started.child);
  await waitFor(started, `${started.baseUrl}/`, (res) => res.ok, 600_000);
  return started;
}
let server = await startNode();

const pagePath = '/404.html';
const assetName = fs.readdirSync(path.join(clientDir, '_astro')).find((name) => name.endsWith('.css'));
if (!assetName || !fs.existsSync(path.join(clientDir, pagePath)))
  throw new Error('the site build lacks 404.html or a CSS asset');
const assetPath = `/_astro/${assetName}`;

// nginx serves copies of the two files with their .gz beside them (gzip_static).
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-bench-static-'));
fs.chmodSync(work, 0o755);
const docRoot = path.join(work, 'root');
fs.mkdirSync(path.join(work, 'tmp'));
for (const file of [pagePath, assetPath]) {
  const target = path.join(docRoot, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const body = fs.readFileSync(path.join(clientDir, file));
  fs.writeFileSync(target, body);
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(body, { level: 9 }));
}
execFileSync('chmod', ['-R', 'a+rX', work]);
const nginxPort = await portAt(2);
fs.writeFileSync(
  path.join(work, 'nginx.conf'),
  `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { text/html html; text/css css; application/javascript js; }
  client_body_temp_path ${work}/tmp; proxy_temp_path ${work}/tmp; fastcgi_temp_path ${work}/tmp;
  uwsgi_temp_path ${work}/tmp; scgi_temp_path ${work}/tmp;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${docRoot};
    gzip_static on;
    etag on;
    location /_astro/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
);
const nginx = nginxBin
  ? spawn(nginxBin, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'inherit' })
  : null;
if (nginx) children.push({ kill: () => nginx.kill('SIGQUIT') });
const nginxUrl = `http://127.0.0.1:${nginxPort}`;
const nodeOk = await fetch(`${server.baseUrl}${pagePath}`);
const nginxOk = nginx ? await fetch(`${nginxUrl}${pagePath}`) : null;
if (!nodeOk.ok || (nginxOk && !nginxOk.ok))
  throw new Error(`page not served: node ${nodeOk.status}, nginx ${nginxOk?.status}`);
const [somePost] = (await (await fetch(`${server.baseUrl}/api/posts?itemsPerPage=1`)).json()) as {
  id: number;
  user: { id: number };
}[];
const someUser = somePost?.user.id;
const postPage = somePost ? `/videos/${somePost.id}` : null;

// The same JSON as GET /api, from a bare node:http server in its own process.
const barePort = await portAt(1);
const health = await (await fetch(`${server.baseUrl}/api`)).text();
const bare = spawn(
  process.execPath,
  [
    '-e',
    `const body = ${JSON.stringify(health)};
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}).listen(${barePort}, '127.0.0.1');`,
  ],
  { stdio: 'inherit' },
);
children.push(bare);
const bareUrl = `http://127.0.0.1:${barePort}/`;
for (
  let i = 0;
  i < 100 &&
  !(await fetch(bareUrl).then(
    (res) => res.ok,
    () => false,
  ));
  i++
)
  await new Promise((r) => setTimeout(r, 100));

/** CPU time (ms) process `pid` used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * req/s and latency, and the CPU time the serving process spent per request: on a machine
 * shared with other work, req/s and the ratios follow the load of the moment; CPU per request
 * does not.
 */
async function measure(url: string, pid?: number, warmUpSeconds = 2) {
  const options = { url, connections, headers: { 'accept-encoding': 'gzip' } };
  await autocannon({ ...options, duration: warmUpSeconds });
  const before = cpuMs(pid);
  const result = await autocannon({ ...options, duration });
  const after = cpuMs(pid);
  const cpuUs =
    before === null || after === null || !result.requests.total
      ? null
      : Math.round(((after - before) * 1000) / result.requests.total);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs,
  };
}

const rows: string[] = [];
const row = (name: string, shown: string, m: Awaited<ReturnType<typeof measure>>, ratio = '') =>
  rows.push(`| ${name} | \`${shown}\` | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors} | ${m.cpuUs ?? ''} | ${ratio} |`);
for (const [name, file, nodePath] of [
  ['static HTML file', pagePath, pagePath],
  ['hashed CSS asset', assetPath, assetPath],
] as const) {
  const viaNode = await measure(server.baseUrl + nodePath, server.child.pid);
  const viaNginx = nginx ? await measure(nginxUrl + file) : null;
  row(`${name}, Node`, nodePath, viaNode, viaNginx ? `${(viaNode.rps / viaNginx.rps).toFixed(2)} × nginx` : '');
  if (viaNginx) row(`${name}, nginx`, file, viaNginx, '1.00');
}
const viaApi = await measure(`${server.baseUrl}/api`, server.child.pid);
const viaBare = await measure(bareUrl, bare.pid);
const cpuRatio = viaApi.cpuUs && viaBare.cpuUs ? `, ${(viaBare.cpuUs / viaApi.cpuUs).toFixed(2)} × by CPU` : '';
row('`GET /api` (health), Node server', '/api', viaApi, `${(viaApi.rps / viaBare.rps).toFixed(2)} × bare${cpuRatio}`);
row('the same JSON, bare node:http', '/', viaBare, '1.00');
const onDemand = ['/history/', someUser && `/profile/${someUser}`, postPage].filter((page): page is string => !!page);
// Each page beside its own static copy: the HTML it renders, as a pre-rendered file would hold it
// (its Content-Security-Policy as a <meta>, where a rendered page sends it as a header), served by
// the same server from its site build's files. A smaller static file (404.html) would make the
// comparison one of sizes: at these rates the bytes written cost more than the lookup.
const copyOf = (page: string) => `/bench-copy${page.replace(/\W+/g, '-')}.html`;
for (const page of onDemand) {
  const rendered = await fetch(server.baseUrl + page);
  const policy = rendered.headers.get('content-security-policy') ?? '';
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  fs.writeFileSync(path.join(clientDir, copyOf(page)), (await rendered.text()).replace('<head>', `<head>${meta}`));
}
if (onDemand.length) {
  // The copies are among the site build's files once the server loads them again.
  await server.stop();
  server = await startNode();
}
for (const page of onDemand) {
  const cached = await fetch(server.baseUrl + page).then(() => fetch(server.baseUrl + page));
  if (cached.headers.get('X-Cache') !== 'HIT') console.warn(`${page} was not served from the page cache`);
  const copy = await measure(server.baseUrl + copyOf(page), server.child.pid);
  const fromCache = await measure(server.baseUrl + page, server.child.pid);
  const byCpu = copy.cpuUs && fromCache.cpuUs ? `, ${(copy.cpuUs / fromCache.cpuUs).toFixed(2)} × by CPU` : '';
  row('the same page as a static file', copyOf(page), copy, '1.00');
  row(
    'page, from the page cache',
    page,
    fromCache,
    `${(fromCache.rps / copy.rps).toFixed(2)} × its static copy${byCpu}`,
  );
}
if (onDemand.length) {
  // Every request a render: the same server and data, its page cache off.
  await server.stop();
  server = await startNode({ PAGE_CACHE_SECONDS: '0' });
  for (const page of onDemand) {
    for (let i = 0; i < 3; i++) await fetch(server.baseUrl + page); // the page's code loaded
    // A longer warm-up: each page thread compiles the render code on its own (src/server/site/page-threads.ts).
    row('page, every request a render', page, await measure(server.baseUrl + page, server.child.pid, 6));
  }
}

console.log(
  `\nNode server vs nginx (1 worker) and bare node:http, ${connections} connections, ${duration} s each, gzip, request logging on`,
);
console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})\n`);
console.log('| what | path | req/s | p50 ms | p99 ms | errors | CPU µs / request | ratio |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);

await server.stop();
bare.kill();
nginx?.kill('SIGQUIT');
if (!values['data-dir']) fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(work, { recursive: true, force: true });
fs.rmSync(siteDir, { recursive: true, force: true });
