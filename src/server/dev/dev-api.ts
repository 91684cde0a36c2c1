import { getRequestListener } from '@hono/node-server';
import { createApp } from '../app';
import { boot, prepareData } from '../boot';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';

/** Boots the API once inside `astro dev` (see vite-plugin.ts). */
export async function createDevApi() {
  const env = loadEnv({ NODE_ENV: 'development', ...process.env });
  const runtime = await boot(env, createLogger(env.LOG_LEVEL));
  const accounts = await prepareData(runtime);
  for (const account of accounts.filter((a) => a.generated)) {
    console.log(`Demo account: ${account.email} ${account.password}`);
  }
  return getRequestListener(createApp(runtime).fetch);
}
