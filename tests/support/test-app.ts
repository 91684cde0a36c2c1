import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/context';
import { loadEnv } from '../../src/server/env';
import { loadSecrets } from '../../src/server/lib/secrets';
import { createLogger } from '../../src/server/lib/logger';
import { HealthMonitor } from '../../src/server/services/health';
import { LocalStorage } from '../../src/server/services/storage/local-storage';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  dataDir: string;
  /** `app.request` with a JSON body and an optional bearer token. */
  call(method: string, path: string, options?: { json?: unknown; token?: string; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/** The Hono app in-process over a real, empty, migrated database (one per test file). */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-test-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...envOverrides });
  const database = await openTestDatabase();
  const deps: AppDeps = {
    env,
    db: database.db,
    database,
    logger: createLogger('silent'),
    health: new HealthMonitor(database),
    storage: new LocalStorage(path.join(dataDir, 'uploads')),
    secrets: loadSecrets(dataDir, undefined),
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    dataDir,
    call(method, url, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.json !== undefined) {
        headers['Content-Type'] ??= 'application/json';
        body = typeof options.json === 'string' ? options.json : JSON.stringify(options.json);
      }
      return Promise.resolve(app.request(url, { method, headers, ...(body === undefined ? {} : { body }) }));
    },
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
