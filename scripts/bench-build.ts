// `npm run bench:build [-- --posts 10000 --db postgres]`: how long the site build takes
// for the demo content plus N synthetic posts, and how big its Pagefind index is. Seeds a
// fresh database, starts the API, runs `scripts/build-site.mjs` against it (Astro build,
// then Pagefind), then Pagefind again alone to show its share. A benchmark, not a test.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startServer, waitFor } from '../tests/support/server-process';
import { prepareBenchDatabase } from './bench-database';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'postgres' }, posts: { type: 'string', default: '10000' } },
});
const postsCount = Number(values.posts);

execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
const database = await prepareBenchDatabase(values.db!, postsCount);
const server = await startServer(
  { ...database.env, SITE_BUILD: 'never', LOG_LEVEL: 'warn' },
  { logFile: path.join(database.dataDir, 'server.log') },
);
await waitFor(server, `${server.baseUrl}/api`, (res) => res.ok, 120_000);
const siteDir = path.join(ROOT, 'dist', `bench-build-${process.pid}`);

function timed(label: string, command: string, args: string[], env: Record<string, string> = {}): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
  return (performance.now() - started) / 1000;
}

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

try {
  const load = os.loadavg()[0]!.toFixed(1);
  const whole = timed('site build', process.execPath, [path.join(ROOT, 'scripts/build-site.mjs')], {
    HDX_API_URL: `${server.baseUrl}/api`,
    SITE_DIR: siteDir,
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  const client = path.join(siteDir, 'client');
  const pagefindAlone = timed('pagefind', process.execPath, [
    path.join(ROOT, 'node_modules/pagefind/lib/runner/bin.cjs'),
    '--site',
    client,
    '--quiet',
  ]);
  const site = walk(client);
  const index = walk(path.join(client, 'pagefind'));
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(`\nSite build: ${values.db}, demo + ${postsCount} synthetic posts, ${os.cpus().length} CPUs, load ${load} at start`);
  console.log('| figure | value |');
  console.log('| --- | ---: |');
  console.log(`| whole build (Astro + Pagefind) | ${whole.toFixed(1)} s |`);
  console.log(`| Pagefind alone | ${pagefindAlone.toFixed(1)} s |`);
  console.log(`| HTML pages | ${site.pages - index.pages} |`);
  console.log(`| site size | ${mb(site.bytes)} MB in ${site.files} files |`);
  console.log(`| Pagefind index | ${mb(index.bytes)} MB in ${index.files} files |`);
} finally {
  await server.stop();
  await database.cleanup();
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.rmSync(`${siteDir}.cache`, { recursive: true, force: true });
}
