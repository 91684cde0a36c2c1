import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerOnce } from '../support/build-once';
import { makeHlsFixture } from '../support/hls-fixture';
import {
  DEMO_RENDER_CACHE,
  freePort,
  removeDir,
  ROOT,
  startServer,
  waitFor,
  type ServerProcess,
} from '../support/server-process';

/** What the browser tests need to know of the server they drive (the variables global-setup.ts reads). */
export interface E2eServer {
  server: ServerProcess;
  env: { E2E_BASE_URL: string; E2E_PASSWORD: string; E2E_DATA_DIR: string };
  stop: () => Promise<void>;
}

/**
 * Builds the server bundle, starts it on a free port with a fresh DATA_DIR and its own site
 * folder, and waits until it has built and serves the site from the demo content.
 */
export async function startE2eServer(): Promise<E2eServer> {
  // The HLS player's specs copy a stream that ffmpeg makes on its first use on a machine: made
  // here, beside the server's start, not inside a player test's budget while the writer chains
  // run (60 s ran out once so on a slow host).
  const fixture = makeHlsFixture();
  fixture.catch(() => undefined); // awaited below, after the server's own failures
  await buildServerOnce();
  // Cookies kept by an earlier run belong to another server's secrets: a spec run with
  // `--no-deps` signs in again (sessions.ts) instead of starting with 401s.
  removeDir(path.join(ROOT, 'test-results', 'sessions'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-e2e-'));
  // Unique per run (inside the project so the build resolves node_modules), removed at the end.
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
    DEMO_RENDER_CACHE,
  });
  await waitFor(server, `${server.baseUrl}/`, (res) => res.status === 200, 8 * 60_000);
  await fixture.catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return {
    server,
    env: { E2E_BASE_URL: server.baseUrl, E2E_PASSWORD: password, E2E_DATA_DIR: dataDir },
    async stop() {
      await server.stop();
      removeDir(dataDir);
      removeDir(siteDir);
    },
  };
}
