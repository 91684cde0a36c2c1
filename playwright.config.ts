import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

/**
 * End-to-end tests drive the system's Chromium or the one inside @sparticuz/chromium (never a
 * downloaded browser; tests/support/chromium.ts) against the
 * production build, started by tests/e2e/global-setup.ts on a free port with a fresh DATA_DIR.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // Headroom for a shared, sometimes loaded machine: assertions wait, they never time anything.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
