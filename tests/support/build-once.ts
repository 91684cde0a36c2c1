import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'dist', 'hdx');
const STAMP = path.join(OUT, '.sources-hash');
const LOCK = path.join(ROOT, 'dist', '.build-server.lock');
/** What the bundle is made of: a change to any of them builds it again. */
const SOURCES = ['src', 'scripts/build-server.mjs', 'package-lock.json'];

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter((file) => fs.statSync(path.join(ROOT, file)).isFile());
}

export function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder).sort()) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(ROOT, file))).update('\0');
  }
  return hash.digest('hex');
}

const isBuilt = (hash: string) =>
  fs.existsSync(path.join(OUT, 'server.mjs')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash;

function holderAlive(): boolean {
  const pid = Number(fs.readFileSync(LOCK, 'utf8').trim());
  if (!pid) return true; // just created, its pid not written yet
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves when the lock file is gone (the other builder finished or died and was cleaned up). */
function lockReleased(): Promise<void> {
  return new Promise((resolve) => {
    const watcher = fs.watch(path.dirname(LOCK), () => {
      if (fs.existsSync(LOCK)) return;
      watcher.close();
      resolve();
    });
    if (!fs.existsSync(LOCK)) {
      watcher.close();
      resolve();
    }
  });
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (fs.existsSync(LOCK) && !holderAlive()) fs.rmSync(LOCK, { force: true });
      else await lockReleased();
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(LOCK, { force: true });
  }
}

/**
 * The production server bundle (dist/hdx), built by scripts/build-server.mjs only when its
 * sources changed since the last build; several test processes asking at once build it once
 * (a lock file), the others wait for it.
 */
export async function buildServerOnce(): Promise<void> {
  const hash = sourcesHash();
  if (isBuilt(hash)) return;
  await withLock(async () => {
    if (isBuilt(hash)) return;
    await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT });
    fs.writeFileSync(STAMP, hash);
  });
}
