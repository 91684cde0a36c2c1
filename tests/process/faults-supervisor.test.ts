import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/api-client';
import { startServer, waitFor, type ServerProcess } from '../support/server-process';
import { buildServerOnce } from '../support/build-once';

// `npm start` runs dist/hdx/supervisor.mjs, which runs the server and starts it again if it dies.
const dirs: string[] = [];
const started: ServerProcess[] = [];

function newDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-supervisor-'));
  dirs.push(dir);
  return dir;
}

async function startSupervised(env: Record<string, string> = {}) {
  const dataDir = newDataDir();
  const supervisor = await startServer(
    { DATA_DIR: dataDir, SITE_BUILD: 'never', SEED: 'none', ...env },
    { entry: 'supervisor' },
  );
  started.push(supervisor);
  return { supervisor, dataDir };
}

/** The pid of the server process, from the lock file it keeps in DATA_DIR. */
const serverPid = (dataDir: string) => Number(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8').split('\n')[0]);

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the supervisor started by npm start', () => {
  beforeAll(async () => {
    await buildServerOnce();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map((process) => process.stop()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts the server again when it dies, prints the demo passwords only once, and stops on SIGTERM', async () => {
    const { supervisor, dataDir } = await startSupervised();
    await waitFor(supervisor, `${supervisor.baseUrl}/api`, (res) => res.ok, 120_000);
    const first = serverPid(dataDir);
    expect(first).not.toBe(supervisor.child.pid);

    process.kill(first, 'SIGKILL');
    await eventually(
      'a new server answers',
      async () => serverPid(dataDir) !== first && (await fetch(`${supervisor.baseUrl}/api`)).ok,
      120_000,
    );
    expect(supervisor.child.exitCode).toBeNull();
    const output = supervisor.output();
    expect(count(output, 'Demo accounts created (these passwords are shown only once)')).toBe(1);
    expect(count(output, 'HDX is running at')).toBe(2);
    expect(output).toContain('the HDX server stopped unexpectedly: starting it again');

    const second = serverPid(dataDir);
    const exited = new Promise<number | null>((resolve) => supervisor.child.once('exit', (code) => resolve(code)));
    supervisor.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(isAlive(second)).toBe(false);
  }, 300_000);

  it('stops the server when the supervisor itself is killed, so the port is free for the next start', async () => {
    const { supervisor, dataDir } = await startSupervised();
    await waitFor(supervisor, `${supervisor.baseUrl}/api`, (res) => res.ok, 120_000);
    const pid = serverPid(dataDir);
    supervisor.child.kill('SIGKILL');
    await eventually('the server has stopped', async () => !isAlive(pid), 60_000);
  }, 300_000);

  it('does not restart a server whose configuration is wrong: it exits with 78 after one attempt', async () => {
    const { supervisor } = await startSupervised({ LOG_LEVEL: 'loudest' });
    const code = await new Promise<number | null>((resolve) => {
      if (supervisor.child.exitCode !== null) resolve(supervisor.child.exitCode);
      else supervisor.child.once('exit', (exitCode) => resolve(exitCode));
    });
    expect(code).toBe(78);
    expect(count(supervisor.output(), 'LOG_LEVEL')).toBe(1);
    expect(supervisor.output()).not.toContain('starting it again');
  }, 120_000);
});
