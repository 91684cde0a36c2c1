import path from 'node:path';
import type { AppDeps } from './context';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { ensureDemoAccounts, type DemoAccount } from './db/seed/accounts';
import { isSeeded, seedDemoContent } from './db/seed/demo-content';
import { separateSharedDemoVideos } from './db/seed/demo-videos';
import type { Env } from './env';
import { lockDataDir } from './lib/data-dir-lock';
import type { Logger } from './lib/logger';
import { loadSecrets } from './lib/secrets';
import { HealthMonitor } from './services/health';
import { createStorage } from './services/storage';

export interface Runtime extends AppDeps {
  shutdown(): Promise<void>;
}

/** Opens the database (PGlite in DATA_DIR, or PostgreSQL), migrates it and wires the services. */
export async function boot(env: Env, logger: Logger): Promise<Runtime> {
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const secrets = loadSecrets(env.DATA_DIR, env.JWT_SECRET, env.URL_SIGNING_KEY);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite'), logger });
  const applied = await migrate(database.db);
  logger.info({ database: database.kind, migrationsApplied: applied }, 'database ready');
  const storage = createStorage(env);
  return {
    env,
    logger,
    database,
    db: database.db,
    storage,
    health: new HealthMonitor(database),
    secrets,
    async shutdown() {
      await database.close();
      unlock();
    },
  };
}

/** The two demo accounts always; the demo library unless SEED=none. Idempotent. */
export async function prepareData(runtime: Runtime): Promise<DemoAccount[]> {
  const { db, env, storage, logger } = runtime;
  const accounts = await ensureDemoAccounts(db, { admin: env.HDX_ADMIN_PASSWORD, demo: env.HDX_DEMO_PASSWORD });
  if (env.SEED === 'demo' && !(await isSeeded(db))) {
    logger.info('seeding demo content');
    await seedDemoContent(db, storage, { renderCache: env.DEMO_RENDER_CACHE });
    logger.info('demo content ready');
  }
  const separated = await separateSharedDemoVideos(db, storage);
  if (separated) logger.info({ posts: separated }, 'demo posts given their own video files');
  return accounts;
}
