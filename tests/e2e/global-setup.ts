import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerOnce } from '../support/build-once';
import { chromium } from '../support/chromium';
import { freePort, removeDir, ROOT, startServer, waitFor } from '../support/server-process';

/**
 * Builds the server bundle, starts it on a free port with a fresh DATA_DIR and its own
 * site folder, and waits until it has built and serves the site from the demo content.
 */
export default async function globalSetup() {
  chromium();
  if (process.env.E2E_BASE_URL) return useRunningServer(process.env.E2E_BASE_URL);
  await buildServerOnce();
  // Cookies kept by an earlier run belong to another server's secrets: a spec run with
  // `--no-deps` signs in again (sessions.ts) instead of starting with 401s.
  removeDir(path.join(ROOT, 'test-results', 'sessions'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-e2e-'));
  // Unique per run (inside the project so the build resolves node_modules), removed in teardown.
  const siteDir = path.join(ROOT, 'dist', `e2e-site-${process.pid}`);
  removeDir(siteDir);
  const password = `e2e-${Math.random().toString(36).slice(2)}`;
  const port = await freePort();
  const server = await startServer({
    PORT: String(port),
    // Its own address, as a deployment sets it: absolute addresses (IIIF tiles) must reach it.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SITE_DIR: siteDir,
    HDX_ADMIN_PASSWORD: password,
    HDX_DEMO_PASSWORD: password,
    // One trusted proxy hop: tests that register many members give each its own address (member-support.ts).
    TRUST_PROXY: '1',
    // Folio scans are tiled (the upload-to-reader chain waits on it); videos are not transcoded.
    FOLIO_WORKER: 'true',
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_PASSWORD = password;
  process.env.E2E_DATA_DIR = dataDir;
  await waitFor(server, `${server.baseUrl}/`, (res) => res.status === 200, 8 * 60_000);
  globalThis.__hdxE2E = { server, dataDir, siteDir };
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
  var __hdxE2E: { server: Awaited<ReturnType<typeof startServer>>; dataDir: string; siteDir: string } | undefined;
}
