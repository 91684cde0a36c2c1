import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServerOnce } from '../support/build-once';
import { ROOT, startServer, waitFor, waitForOutput, type ServerProcess } from '../support/server-process';

/**
 * Issue 29 §15: a first start without a site build says the build has started, and prints
 * "HDX is running" only once the pages answer (the port opens about a minute earlier).
 * No demo content (SEED=none): the build is of the few pages an empty site has.
 */
const siteDir = path.join(ROOT, 'dist', `test-first-start-${process.pid}`);
// One public address for both starts: the site build is made for the address its pages name.
const PUBLIC_URL = 'https://hdx.example';
let dataDir: string;
let server: ServerProcess;
let again: ServerProcess | undefined;

beforeAll(async () => {
  await buildServerOnce();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-first-start-'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await again?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-again`, { recursive: true, force: true });
  fs.rmSync(siteDir, { recursive: true, force: true });
});

it('prints that the first build started, then "HDX is running" once the home page answers', async () => {
  server = await startServer(
    { DATA_DIR: dataDir, SITE_DIR: siteDir, SITE_BUILD: 'auto', SEED: 'none', PUBLIC_URL },
    { freshInstall: true },
  );
  const building = await waitForOutput(server, 'Building the site for the first time', 120_000);
  expect(building).not.toContain('HDX is running');
  // The API answers already, the pages not yet.
  expect((await fetch(`${server.baseUrl}/api`)).status).toBe(200);
  expect((await fetch(`${server.baseUrl}/`)).status).toBe(503);

  const running = await waitForOutput(server, 'HDX is running at', 600_000);
  expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
  expect(running.split('HDX is running at')).toHaveLength(2);
  expect(running).toMatch(/Built the site's code in [\d.]+ s/);
  expect(running.indexOf('Building the site for the first time')).toBeLessThan(running.indexOf('HDX is running at'));
}, 720_000);

it('a site build already there and nothing published (a new data folder): no second build, the first publish alone', async () => {
  await server.stop();
  again = await startServer(
    { DATA_DIR: `${dataDir}-again`, SITE_DIR: siteDir, SITE_BUILD: 'auto', SEED: 'none', PUBLIC_URL },
    { freshInstall: true },
  );
  const running = await waitForOutput(again, 'HDX is running at', 600_000);
  expect(running).not.toContain("Built the site's code");
  await waitFor(again, `${again.baseUrl}/`, (res) => res.status === 200, 60_000);
}, 720_000);
