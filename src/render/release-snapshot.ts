import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LibraryContent } from '../lib/types';

/** Beside a release's `client/` and `server/`: the content its publish rendered from (src/render/republish.ts). */
export const SNAPSHOT_FILE = 'library.json';

/** The release folder this code was loaded from: the nearest parent holding `server/entry.mjs`. */
function releaseDir(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth++) {
    if (fs.existsSync(path.join(dir, 'server', 'entry.mjs'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

/** Releases whose content stays in memory (the served one and the one before it). */
const KEPT = 2;
const REGISTRY = Symbol.for('hdx.release-snapshots');

/**
 * The parsed snapshots by file, shared by every release's module graph in the process. Node
 * never unloads a release's modules once imported: were the content held by a module, every
 * release ever served would keep its whole library in memory. Held here, only the newest ones
 * stay, and a release asked for again reads its file again.
 */
function registry<T>(): Map<string, Promise<T>> {
  const holder = globalThis as { [REGISTRY]?: Map<string, Promise<T>> };
  return (holder[REGISTRY] ??= new Map());
}

let fileOfThisRelease: string | null | undefined;

/**
 * A release made by a publish renders its pages through a release's own server, whose build
 * bundled older content: its on-demand pages (the header's browse links, a new post's related
 * posts) read the content of their own publish, saved beside it, built into `T` by `build`.
 * Null where there is none (a build's pre-render, dev, tests).
 */
export function releaseSnapshot<T>(build: (content: LibraryContent) => T): Promise<T> | null {
  if (fileOfThisRelease === undefined) {
    const dir = import.meta.url.startsWith('file:') ? releaseDir() : null;
    const file = dir && path.join(dir, SNAPSHOT_FILE);
    fileOfThisRelease = file && fs.existsSync(file) ? file : null;
  }
  const file = fileOfThisRelease;
  if (!file) return null;
  const snapshots = registry<T>();
  let found = snapshots.get(file);
  if (!found) {
    found = fs.promises.readFile(file, 'utf8').then((text) => build(JSON.parse(text) as LibraryContent));
    snapshots.set(file, found);
    for (const old of [...snapshots.keys()].slice(0, Math.max(0, snapshots.size - KEPT))) snapshots.delete(old);
  }
  return found;
}
