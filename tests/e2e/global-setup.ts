import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertChromium } from '../support/chromium';
import { removeDir, ROOT, startServer, waitFor } from '../support/server-process';

/**
 * Builds the server bundle, starts it on a free port with a fresh DATA_DIR and its own
 * site folder, and waits until it has built and serves the site from the demo content.
 */
export default async function globalSetup() {
  assertChromium();
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-e2e-'));
  // Unique per run (inside the project so the build resolves node_modules), removed in teardown.
  const siteDir = path.join(ROOT, 'dist', `e2e-site-${process.pid}`);
  removeDir(siteDir);
  const password = `e2e-${Math.random().toString(36).slice(2)}`;
  const server = await startServer({
    DATA_DIR: dataDir,
    SITE_DIR: siteDir,
    HDX_ADMIN_PASSWORD: password,
    HDX_DEMO_PASSWORD: password,
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_PASSWORD = password;
  process.env.E2E_DATA_DIR = dataDir;
  await waitFor(server, `${server.baseUrl}/`, (res) => res.status === 200, 8 * 60_000);
  globalThis.__hdxE2E = { server, dataDir, siteDir };
}

declare global {
  var __hdxE2E: { server: Awaited<ReturnType<typeof startServer>>; dataDir: string; siteDir: string } | undefined;
}
