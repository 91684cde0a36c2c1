import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LibraryContent } from './types';

/** Beside a release's `client/` and `server/`: the content its publish rendered from (src/lib/republish.ts). */
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

/**
 * A release made by re-rendering the changed pages through the previous release's code keeps
 * that code, and with it the content its build bundled: its on-demand pages (the header's
 * browse links, a new post's related posts) read the content of their own publish instead,
 * saved beside it. Null for a release `astro build` made (its bundle holds its content).
 */
export async function releaseSnapshot(): Promise<LibraryContent | null> {
  if (typeof import.meta.url !== 'string' || !import.meta.url.startsWith('file:')) return null;
  const dir = releaseDir();
  const file = dir && path.join(dir, SNAPSHOT_FILE);
  if (!file || !fs.existsSync(file)) return null;
  return JSON.parse(await fs.promises.readFile(file, 'utf8')) as LibraryContent;
}
