import { chromium } from '../support/chromium';
import { startE2eServer, type E2eServer } from './e2e-server';

/**
 * Starts the server the browser tests drive (e2e-server.ts), unless E2E_BASE_URL names one
 * already running (`npm test` starts one for its two Playwright runs, scripts/test-browser.ts).
 */
export default async function globalSetup() {
  chromium();
  if (process.env.E2E_BASE_URL) return useRunningServer(process.env.E2E_BASE_URL);
  const e2e = await startE2eServer();
  Object.assign(process.env, e2e.env);
  globalThis.__hdxE2E = e2e;
}

/**
 * E2E_BASE_URL set: the tests run against that server instead of building and starting one.
 * They sign in to the demo accounts and read its mail outbox and uploads, so it must run on
 * this machine with HDX_ADMIN_PASSWORD = HDX_DEMO_PASSWORD = E2E_PASSWORD, TRUST_PROXY=1, its DATA_DIR given
 * as E2E_DATA_DIR, local storage, no SMTP_URL and no Stripe keys (the test checkout).
 */
async function useRunningServer(baseUrl: string) {
  const missing = ['E2E_PASSWORD', 'E2E_DATA_DIR'].filter((name) => !process.env[name]);
  if (missing.length) throw new Error(`E2E_BASE_URL is set: also set ${missing.join(' and ')} (see the README).`);
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}/api`).catch(() => null);
  if (!res?.ok) throw new Error(`E2E_BASE_URL ${baseUrl} does not answer GET /api with 200.`);
  process.env.E2E_BASE_URL = baseUrl.replace(/\/$/, '');
}

declare global {
  var __hdxE2E: E2eServer | undefined;
}
