// `npm run seed -- --posts 10000`: adds synthetic posts (for benchmarks) to the database
// named by DATABASE_URL, or to the PGlite in DATA_DIR (stop the server first: PGlite is
// single-process). Migrates and seeds the demo content first if needed.
import { parseArgs } from 'node:util';
import { boot, prepareData } from '../src/server/boot';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '0' },
    users: { type: 'string', default: '50' },
    seed: { type: 'string', default: '42' },
  },
});
const count = Number(values.posts);
if (!Number.isInteger(count) || count < 0) {
  console.error('--posts must be a whole number');
  process.exit(2);
}

const env = loadEnv();
const runtime = await boot(env, createLogger('warn'));
try {
  for (const account of (await prepareData(runtime)).filter((a) => a.generated)) {
    console.log(`Demo account: ${account.email} ${account.password}`);
  }
  if (count > 0) {
    const started = performance.now();
    await seedSynthetic(runtime.db, count, { userCount: Number(values.users), seed: Number(values.seed) });
    console.log(`Added ${count} synthetic posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await runtime.shutdown();
}
