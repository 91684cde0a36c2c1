import fs from 'node:fs';
import path from 'node:path';

export interface ReuseResult {
  /** Page files this build rendered. */
  rendered: number;
  /** Page files hard-linked from the previous release (their key did not change). */
  reused: number;
  /** Page files of the manifest neither rendered nor found in the previous release. */
  missing: string[];
}

/**
 * Completes an incremental build: every page of the new manifest that the build did not render
 * is hard-linked from the previous release (a link, never a copy: the old release's files are
 * never written to, so it keeps serving untouched until the switch). Pages of the previous
 * release missing from the manifest (deleted rows) are simply not carried over. Hashed assets
 * the new build lacks are linked too, so a reused page never points at a missing file.
 */
export function reusePages(previousClient: string, client: string, pages: Iterable<string>): ReuseResult {
  const result: ReuseResult = { rendered: 0, reused: 0, missing: [] };
  const madeDirs = new Set<string>();
  for (const file of pages) {
    const target = path.join(client, file);
    if (fs.existsSync(target)) {
      result.rendered += 1;
      continue;
    }
    const dir = path.dirname(target);
    if (!madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    try {
      fs.linkSync(path.join(previousClient, file), target);
      result.reused += 1;
    } catch {
      result.missing.push(file);
    }
  }
  const assets = path.join(previousClient, '_astro');
  if (fs.existsSync(assets)) {
    fs.mkdirSync(path.join(client, '_astro'), { recursive: true });
    for (const name of fs.readdirSync(assets)) {
      const target = path.join(client, '_astro', name);
      if (!fs.existsSync(target)) fs.linkSync(path.join(assets, name), target);
    }
  }
  return result;
}

/**
 * Hard-links every file under `from` into `to` (`keep` filters by path relative to `from`):
 * a release's files shared with the next one, never written to.
 */
export function linkTree(from: string, to: string, keep: (relative: string) => boolean = () => true): number {
  let linked = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const relative = path.relative(from, source);
    if (!keep(relative)) continue;
    const target = path.join(to, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.linkSync(source, target);
    linked += 1;
  }
  return linked;
}
