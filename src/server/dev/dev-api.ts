import { getRequestListener } from '@hono/node-server';
import { createApp } from '../app';
import { boot, prepareData } from '../boot';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';

type ApiFetch = (request: Request) => Promise<Response>;

declare global {
  var __hdxDevApi: Promise<ApiFetch> | undefined;
}

/**
 * The API booted once per `astro dev` process. The /api middleware (vite-plugin.ts) and the
 * content loaders (content.config.ts, which run before the dev server listens) share it:
 * Vite may load this module twice, and PGlite allows one opener per data directory.
 */
export function devApiFetch(): Promise<ApiFetch> {
  globalThis.__hdxDevApi ??= (async () => {
    const env = loadEnv({ NODE_ENV: 'development', ...process.env });
    const runtime = await boot(env, createLogger(env.LOG_LEVEL, undefined, env.LOG_FORMAT));
    const accounts = await prepareData(runtime);
    for (const account of accounts.filter((a) => a.generated)) {
      console.log(`Demo account: ${account.email} ${account.password}`);
    }
    const app = createApp(runtime);
    return async (request: Request) => app.fetch(request);
  })();
  return globalThis.__hdxDevApi;
}

/** Boots the API once inside `astro dev` (see vite-plugin.ts). */
export async function createDevApi() {
  return getRequestListener(await devApiFetch());
}
