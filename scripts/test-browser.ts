// `npm test`'s browser stage: one server (tests/e2e/e2e-server.ts) and two Playwright runs on it,
// the readers then the writers (E2E_PHASE, playwright.config.ts). In one run a failing reader
// would skip every writer chain; in two, every test runs and reports. Exits 1 when either failed.
// Arguments go to both runs (`npx tsx scripts/test-browser.ts --grep headers --pass-with-no-tests`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startE2eServer } from '../tests/e2e/e2e-server';
import { ROOT } from '../tests/support/server-process';

const playwright = path.join(ROOT, 'node_modules', '.bin', 'playwright');
const extra = process.argv.slice(2);

function run(env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(playwright, ['test', ...extra], { cwd: ROOT, env, stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const e2e = await startE2eServer();
const stop = () => e2e.stop().finally(() => process.exit(1));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
let failed = 0;
try {
  for (const phase of ['readers', 'writers']) {
    console.log(`\n--- browser tests, ${phase} (E2E_PHASE=${phase}) ---`);
    if ((await run({ ...process.env, ...e2e.env, E2E_PHASE: phase })) !== 0) failed += 1;
  }
} finally {
  await e2e.stop();
}
process.exit(failed ? 1 : 0);
