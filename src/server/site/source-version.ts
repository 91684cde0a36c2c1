import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];

/**
 * A hash of everything a page's markup comes from besides the content: the page code, the
 * public files, the Astro configuration and the installed packages. A server whose site build
 * was made from other code builds it again at its start (site-build.ts).
 */
export function sourceVersion(root: string): string {
  const hash = createHash('sha1');
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) visit(path.join(relative, name));
      return;
    }
    hash.update(relative).update('\0').update(fs.readFileSync(full)).update('\0');
  };
  for (const input of INPUTS) visit(input);
  return hash.digest('base64url');
}
