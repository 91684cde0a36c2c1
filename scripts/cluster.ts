// `npm run cluster -- --servers 3 --port 4700` (issue 19): several HDX servers on one
// PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL), with a local S3 server (s3rver) for
// media, behind a small round-robin load balancer on loopback: the balancer on --port, the
// servers on the next ports. Prints `cluster ready` once every server answers; Ctrl-C or
// SIGTERM stops everything (each server drains first).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startS3Server } from '../tests/support/s3-server';
import { Balancer } from './cluster/balancer';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    servers: { type: 'string', default: '3' },
    port: { type: 'string', default: '4700' },
    'data-dir': { type: 'string', default: '.data/cluster' },
  },
});
const count = Number(values.servers);
const port = Number(values.port);
if (!Number.isInteger(count) || count < 1 || count > 16) fail('--servers must be a whole number from 1 to 16');
if (!Number.isInteger(port) || port < 1 || port + count > 65535)
  fail('--port must be a free port, with the next --servers ports free too');
const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL)
  fail(
    'DATABASE_URL is required: every server uses the same PostgreSQL database (e.g. postgres://postgres@127.0.0.1:5432/hdx)',
  );
if (!REDIS_URL)
  fail(
    'REDIS_URL is required: the servers share rate limits and tell each other of writes over Redis (e.g. redis://127.0.0.1:6379)',
  );

function fail(message: string): never {
  console.error(`npm run cluster: ${message}`);
  process.exit(2);
}

const dataDir = path.resolve(ROOT, values['data-dir']);
fs.mkdirSync(dataDir, { recursive: true });

/** One JWT secret and one signing key for every server: given, or made once and kept with the cluster's data. */
function sharedSecrets(): { JWT_SECRET: string; URL_SIGNING_KEY: string } {
  const file = path.join(dataDir, 'secrets.json');
  const stored = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
  const secrets = {
    JWT_SECRET: process.env.JWT_SECRET ?? stored.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    URL_SIGNING_KEY: process.env.URL_SIGNING_KEY ?? stored.URL_SIGNING_KEY ?? randomBytes(48).toString('base64url'),
  };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

console.log('building the server bundle');
execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
const bucket = 'hdx-cluster';
const s3 = await startS3Server(bucket, 'hdx-cluster-s3-', { directory: path.join(dataDir, 's3') });
console.log(`s3rver at ${s3.endpoint} (bucket ${bucket})`);

const shared: Record<string, string> = {
  HDX_CLUSTER: '1',
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  TEST_CHECKOUT: process.env.TEST_CHECKOUT ?? 'true',
  HOST: '127.0.0.1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  DATABASE_URL,
  REDIS_URL,
  S3_BUCKET: bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  // The balancer is the one proxy in front: its X-Forwarded-For names the client.
  TRUST_PROXY: '1',
  // The balancer checks health every second: two seconds of "draining" take a stopping server out first.
  DRAIN_SECONDS: process.env.DRAIN_SECONDS ?? '2',
  ...sharedSecrets(),
};

const servers: { port: number; child: ChildProcess }[] = [];
let stopping = false;

/** Runs one server under the supervisor (started again if it dies), its output prefixed by its port. */
function startServer(serverPort: number, extra: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/hdx/supervisor.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...shared,
      ...extra,
      PORT: String(serverPort),
      DATA_DIR: path.join(dataDir, `server-${serverPort}`),
      // Each server its own site build (inside the project: its imports resolve node_modules); nothing shared but PostgreSQL, Redis and S3.
      SITE_DIR: path.join(ROOT, 'dist', `cluster-site-${serverPort}`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a terminal's Ctrl-C reaches only this script, which stops each
    // server once (a second signal would make the supervisor kill its server at once).
    detached: true,
  });
  const prefix = `[${serverPort}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}server stopped (exit code ${code}): stopping the cluster`);
      void stop();
    }
  });
  servers.push({ port: serverPort, child });
}

async function answers(url: string, status = 200): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.body?.cancel();
    return res.status === status;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>) {
  while (!stopping && !(await check())) await new Promise((resolve) => setTimeout(resolve, 500));
}

const ports = Array.from({ length: count }, (_, i) => port + 1 + i);
const balancer = new Balancer(ports);

async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('stopping the cluster');
  await balancer.close().catch(() => {});
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await s3.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

// The first server migrates and seeds; the others start once it has (its API answers). Each
// builds the site's code in its own folder and shows the published content, and every publish
// reaches the others over Redis (or their check of the publish mark).
startServer(ports[0]!, {});
await until(() => answers(`http://127.0.0.1:${ports[0]}/api`));
for (const serverPort of ports.slice(1)) startServer(serverPort, {});
await balancer.listen(port);
console.log(`load balancer at http://127.0.0.1:${port} -> servers on ${ports.join(', ')}`);
await until(async () => (await Promise.all(ports.map((p) => answers(`http://127.0.0.1:${p}/`)))).every(Boolean));
if (!stopping) console.log(`cluster ready: ${count} servers behind http://127.0.0.1:${port}`);
