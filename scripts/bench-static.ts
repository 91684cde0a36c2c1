// `npm run bench:static [-- --duration 10 --connections 50]` after `npm run build`.
// The Node server against nginx in one run: a pre-rendered page and a hashed /_astro asset
// through both, plus an on-demand (SSR) page through Node. nginx (Debian's, `apt-get install
// nginx`) serves copies of the same files, precompressed, with one worker like the one Node
// process. Prints req/s, p50, p99 and the Node/nginx ratio (goal: >= 0.5 for static pages).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, ROOT, startServer, waitFor } from '../tests/support/server-process';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(ROOT, 'dist/site'));
const clientDir = fs.existsSync(path.join(siteDir, 'client')) ? path.join(siteDir, 'client') : siteDir;
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
  console.error(`No built site in ${siteDir}: run \`npm run build\` first.`);
  process.exit(1);
}
if (!nginxBin) {
  console.error('nginx not found: install it with `apt-get install nginx`.');
  process.exit(1);
}

const pagePath = '/history/index.html';
const assetName = fs.readdirSync(path.join(clientDir, '_astro')).find((name) => name.endsWith('.css'));
if (!assetName || !fs.existsSync(path.join(clientDir, pagePath))) throw new Error('the build lacks /history or a CSS asset');
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
const nginxPort = await freePort();
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
const nginx = spawn(nginxBin, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'inherit' });

execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-bench-static-data-'));
const server = await startServer(
  { DATA_DIR: dataDir, SITE_DIR: siteDir, SITE_BUILD: 'never' },
  { logFile: path.join(dataDir, 'server.log') },
);
await waitFor(server, `${server.baseUrl}/api`, (res) => res.ok, 120_000);
const nginxUrl = `http://127.0.0.1:${nginxPort}`;
const nodeOk = await fetch(`${server.baseUrl}${pagePath.replace('index.html', '')}`);
const nginxOk = await fetch(`${nginxUrl}${pagePath}`);
if (!nodeOk.ok || !nginxOk.ok) throw new Error(`page not served: node ${nodeOk.status}, nginx ${nginxOk.status}`);
const someUser = ((await (await fetch(`${server.baseUrl}/api/posts?itemsPerPage=1`)).json()) as { user: { id: number } }[])[0]
  ?.user.id;

async function measure(url: string) {
  const options = { url, connections, headers: { 'accept-encoding': 'gzip' } };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const rows: string[] = [];
for (const [name, file, nodePath] of [
  ['pre-rendered page', pagePath, pagePath.replace('index.html', '')],
  ['hashed CSS asset', assetPath, assetPath],
] as const) {
  const viaNode = await measure(server.baseUrl + nodePath);
  const viaNginx = await measure(nginxUrl + file);
  const ratio = (viaNode.rps / viaNginx.rps).toFixed(2);
  rows.push(`| ${name}, Node | \`${nodePath}\` | ${viaNode.rps} | ${viaNode.p50} | ${viaNode.p99} | ${viaNode.errors} | ${ratio} |`);
  rows.push(`| ${name}, nginx | \`${file}\` | ${viaNginx.rps} | ${viaNginx.p50} | ${viaNginx.p99} | ${viaNginx.errors} | 1.00 |`);
}
if (someUser) {
  const ssr = await measure(`${server.baseUrl}/profile/${someUser}`);
  rows.push(`| on-demand page (SSR), Node | \`/profile/${someUser}\` | ${ssr.rps} | ${ssr.p50} | ${ssr.p99} | ${ssr.errors} | |`);
}

console.log(`\nStatic serving: Node server vs nginx (1 worker), ${connections} connections, ${duration} s each, gzip`);
console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})\n`);
console.log('| what | path | req/s | p50 ms | p99 ms | errors | Node / nginx |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);

await server.stop();
nginx.kill('SIGQUIT');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(work, { recursive: true, force: true });
