import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { boot, prepareData } from './boot';
import type { DemoAccount } from './db/seed/accounts';
import { EnvError, loadEnv, type Env } from './env';
import { createLogger } from './lib/logger';
import { cacheInvalidationOf } from './services/cache';
import { connectCluster, createClusterBus } from './services/cluster';
import { RebuildManager } from './services/rebuilds/rebuild-manager';
import { siteId } from './services/shared-state';
import { pageRouter } from './services/page-routing';
import { startTranscoding } from './services/transcode';
import { startFolioTiling } from './services/folios';
import { Jobs } from './services/jobs';
import { startOrphanSweeper } from './services/uploads/orphan-sweeper';
import { applyRequestDeadlines, requestDeadlinesFor } from './services/uploads/request-deadlines';
import { PageCache } from './site/page-cache';
import { PageThreads } from './site/page-threads';
import { pageSecurityHeaders } from './site/security-headers';
import { PublishedSite } from './site/published-site';
import { EXIT_CONFIG_ERROR } from './supervisor/exit-codes';
import { announceStart } from './announce-start';

/** How long a stopping server waits for its requests in flight (the supervisor's grace is 30 s, DRAIN_SECONDS at most 20 of them). */
const DRAIN_MS = 8_000;

/**
 * The production entry: one Node HTTP server. `/api/*` goes straight to the Hono app
 * (not through Astro's page pipeline: about ten times the throughput), everything
 * else to the built Astro site.
 */
async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(EXIT_CONFIG_ERROR);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL, undefined, env.LOG_FORMAT);
  const runtime = await boot(env, logger);
  printAccounts(await prepareData(runtime));

  const pages = new PageCache(env.PAGE_CACHE_SECONDS * 1000);
  cacheInvalidationOf(runtime).subscribe((tags) => pages.invalidate(tags));
  // Set once the API app exists (below); no page renders before then.
  let apiFetch: (request: Request) => Promise<Response> = () => Promise.reject(new Error('API not started'));
  const threads = new PageThreads(env.PAGE_THREADS, (request) => apiFetch(request), logger);
  const published = new PublishedSite({
    siteDir: env.SITE_DIR,
    publicUrl: env.PUBLIC_URL,
    onResponse: pageSecurityHeaders(env.NODE_ENV === 'production', env.PUBLIC_URL.startsWith('https:')),
    router: pageRouter({ db: runtime.db, jwtSecret: runtime.secrets.jwtSecret, logger }),
    pages,
    threads,
    api: (request) => apiFetch(request),
  });
  // Several servers (issue 19): cache tags and the marks of publishes and takedowns travel over Redis.
  const serverId = `${os.hostname()}.${process.pid}.${randomBytes(3).toString('hex')}`;
  const bus = createClusterBus(env.REDIS_URL, serverId, await siteId(runtime.db), logger);
  const rebuilds = new RebuildManager({
    db: runtime.db,
    logger,
    site: published,
    api: (request) => apiFetch(request),
    netlifyBuildHookUrl: env.NETLIFY_BUILD_HOOK_URL,
    exclusive: (fn) => runtime.database.exclusive('publish', fn),
    onPublished: (mark) => bus.publish('published', mark),
  });
  const disconnectCluster = connectCluster(bus, {
    invalidation: cacheInvalidationOf(runtime),
    published: rebuilds,
  });
  // PGlite means this is the only server on the database: a build still "running" was cut off.
  if (runtime.database.kind === 'pglite') {
    const interrupted = await rebuilds.failInterrupted();
    if (interrupted) logger.warn({ interrupted }, 'site builds interrupted by the last stop marked failed');
  }
  const sweeper = startOrphanSweeper(runtime, env.UPLOAD_ORPHAN_MAX_AGE_HOURS * 60 * 60 * 1000);
  // One job queue (pg-boss on the database) on every server: any server sends, lists and retries
  // the transcodes and folio tilings; TRANSCODE_WORKER and FOLIO_WORKER say which run them.
  const jobs = await Jobs.open(runtime.database, logger);
  const transcodes = await startTranscoding({ ...runtime, rebuilds }, jobs, { worker: env.TRANSCODE_WORKER });
  const folioTiles = await startFolioTiling({ ...runtime, rebuilds }, jobs, { worker: env.FOLIO_WORKER });
  const app = createApp({ ...runtime, rebuilds, transcodes, folioTiles });
  const api = getRequestListener(app.fetch);
  // Renders call this API in-process (site-app.ts), those of the page threads through their message ports.
  apiFetch = async (request) => app.fetch(request);
  // The site build of this code shows the published content at once; without either, the first
  // start builds and publishes them once the server listens (announceStart).
  await rebuilds.follow();
  await bus.ready();

  // Requests being answered: a graceful stop waits for them.
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const server = http.createServer((req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (!runtime.health.draining) return;
      // Kept-alive connections close once their last answer is out.
      server.closeIdleConnections();
      if (inFlight === 0) drained?.();
    });
    if (runtime.health.draining) res.setHeader('Connection', 'close');
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      void api(req, res);
      return;
    }
    published.handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  // Video PUTs get a deadline sized to VIDEO_MAX_BYTES; every other request keeps 300 s.
  applyRequestDeadlines(server, requestDeadlinesFor(env.VIDEO_MAX_BYTES));
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const { port } = server.address() as AddressInfo;
  const local = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  logger.info({ url: `http://${local}:${port}` }, 'HDX listening');
  const starting = new AbortController();
  await announceStart({
    address: env.PUBLIC_URL.replace(`:${env.PORT}`, `:${port}`),
    apiUrl: `http://${local.includes(':') ? `[${local}]` : local}:${port}/api`,
    site: published,
    siteBuild: env.SITE_BUILD,
    rebuilds,
    logger,
    signal: starting.signal,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight }, 'shutting down: finishing the requests in flight');
    // Graceful stop (issue 19): the health check answers 503 "draining" (answers close their
    // connection) for DRAIN_SECONDS while the load balancer takes this server out; then no new
    // connection is accepted and the requests in flight finish (up to DRAIN_MS).
    runtime.health.drain();
    if (env.DRAIN_SECONDS > 0) await new Promise((resolve) => setTimeout(resolve, env.DRAIN_SECONDS * 1000));
    server.close();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => {
      if (inFlight === 0) return resolve();
      drained = resolve;
      setTimeout(resolve, DRAIN_MS).unref();
    });
    server.closeAllConnections();
    // A code build under way stops; a publish running here ends first (its lock then free for another server's next publish).
    starting.abort();
    rebuilds.stop();
    await rebuilds.idle().catch(() => {});
    await sweeper.stop();
    transcodes.stop();
    await jobs.stop().catch(() => {});
    threads.stop();
    disconnectCluster();
    await bus.close();
    await runtime.shutdown();
    // The log destination is asynchronous and batched: its last lines are written before exiting.
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Started by the supervisor (`npm start`): stop when it is gone rather than keep the port.
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => void stop('supervisor gone'));
  }
}

function printAccounts(accounts: DemoAccount[]) {
  const generated = accounts.filter((account) => account.generated);
  if (!generated.length) return;
  console.log('\nDemo accounts created (these passwords are shown only once):');
  for (const account of generated) console.log(`  ${account.email}  ${account.password}  (${account.role})`);
  console.log('Set HDX_ADMIN_PASSWORD and HDX_DEMO_PASSWORD to choose them yourself.\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
