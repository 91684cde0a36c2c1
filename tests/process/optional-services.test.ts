import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword, uniqueName } from '../support/auth';
import { buildServerOnce } from '../support/build-once';
import { removeDir, startServer, waitFor, type ServerProcess } from '../support/server-process';

// Stripe, the AWS SDK, tus's S3 store and nodemailer cost the server some 8 MB of heap when loaded
// (issue 30); each is imported where its service is made. A static import anywhere would load
// it again at start: the server runs here with a module hook that names every package it loads.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-optional-services-'));
const hook = path.join(work, 'packages-hook.mjs');
const logFile = path.join(work, 'server.log');
const MARK = 'package loaded: ';
fs.writeFileSync(
  hook,
  `import { registerHooks } from 'node:module';
const seen = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const name = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(resolved.url)?.[1];
    if (name && !seen.has(name)) {
      seen.add(name);
      process.stderr.write(${JSON.stringify(MARK)} + name + '\\n');
    }
    return resolved;
  },
});
`,
);

const loaded = () =>
  new Set(
    fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith(MARK))
      .map((line) => line.slice(MARK.length)),
  );

let server: ServerProcess;

beforeAll(async () => {
  await buildServerOnce();
  const password = 'Optional-Services-1';
  // The embedded defaults: PGlite, local storage, no Stripe keys, no SMTP_URL.
  server = await startServer(
    {
      DATA_DIR: path.join(work, 'data'),
      SITE_BUILD: 'never',
      HDX_ADMIN_PASSWORD: password,
      HDX_DEMO_PASSWORD: password,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${hook}`.trim(),
    },
    { logFile },
  );
  await waitFor(server, `${server.baseUrl}/api`, (res) => res.ok, 180_000);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  removeDir(work);
});

describe('a server on the embedded defaults', () => {
  it('has not loaded Stripe, the AWS SDK, tus S3 store or nodemailer once started', () => {
    const packages = loaded();
    // The hook sees what the server does load: its job queue. (The local tus store comes with the
    // boot's orphan sweep, which may finish after the first answer: the next test sees it.)
    expect(packages).toContain('pg-boss');
    for (const name of ['stripe', '@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner', '@tus/s3-store', 'nodemailer'])
      expect(packages, name).not.toContain(name);
  });

  it('answers an upload request with the local tus store, never loading the S3 one', async () => {
    const res = await fetch(`${server.baseUrl}/api/uploads`, { method: 'OPTIONS' });
    expect(res.status).toBeLessThan(300);
    const packages = loaded();
    expect(packages).toContain('@tus/server');
    expect(packages).toContain('@tus/file-store');
    expect(packages).not.toContain('@tus/s3-store');
    expect(packages).not.toContain('@aws-sdk/client-s3');
  });

  it('loads nodemailer at the first mail, written to the outbox', async () => {
    const username = uniqueName('lazy-mail');
    const registered = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password: strongPassword(), locale: 'en' }),
    });
    expect(registered.status).toBe(201);
    const outbox = path.join(work, 'data', 'mail');
    await expect
      .poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(loaded()).toContain('nodemailer');
  });
});
