import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, startTimeOf } from '../../src/server/lib/data-dir-lock';
import { loadSecrets } from '../../src/server/lib/secrets';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-unit-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a data directory held by another live process, naming it', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    fs.writeFileSync(path.join(dir, 'server.pid'), String(other.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a stale pid file and removes its own on release', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.pid'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it.skipIf(!fs.existsSync('/proc/self/stat'))(
    'takes over a pid file whose pid now belongs to another program (a killed server, pid reused)',
    () => {
      const dir = tempDir();
      // The parent process is alive, but started at another time than the lock records.
      fs.writeFileSync(path.join(dir, 'server.pid'), `${process.ppid}\n1`);
      const release = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8').split('\n')[0]).toBe(String(process.pid));
      release();
    },
  );

  it.skipIf(!fs.existsSync('/proc/self/stat'))('still refuses the live process that wrote the lock', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.pid'), `${process.ppid}\n${startTimeOf(process.ppid)}`);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
  });
});

describe('secrets', () => {
  it('generates random secrets once, keeps them across restarts, in a private file', () => {
    const dir = tempDir();
    const first = loadSecrets(dir, undefined);
    const second = loadSecrets(dir, undefined);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    expect(loadSecrets(tempDir(), undefined).jwtSecret).not.toBe(first.jwtSecret);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('uses JWT_SECRET from the environment without writing it to disk', () => {
    const dir = tempDir();
    const secret = 'x'.repeat(40);
    expect(loadSecrets(dir, secret).jwtSecret).toBe(secret);
    expect(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')).not.toContain(secret);
  });
});
