import fs from 'node:fs';
import path from 'node:path';
import type { SearchManifest } from './search-layers';

/**
 * What a release records about its pages (issue 17): the content key of every pre-rendered
 * page file (relative to `client/`), the code they were rendered with, and when the build read
 * its content. The next publish renders only the pages whose key changed and links the others.
 */
export interface PageManifest {
  sourceVersion: string;
  publicUrl: string;
  /** When the build started reading content (ISO): rows changed after it are not in this release. */
  contentReadAt: string;
  pages: Record<string, string>;
  /** Page files this build rendered; the others were linked from the previous release. */
  rendered: string[];
  /** Its search records' digests and the URLs its delta index covers (site/search-layers.ts). */
  search?: SearchManifest;
}

export const MANIFEST_FILE = 'page-manifest.json';

export function readManifest(releaseDir: string | null | undefined): PageManifest | null {
  if (!releaseDir) return null;
  try {
    return JSON.parse(fs.readFileSync(path.join(releaseDir, MANIFEST_FILE), 'utf8')) as PageManifest;
  } catch {
    return null;
  }
}

export function writeManifest(releaseDir: string, manifest: PageManifest): void {
  fs.writeFileSync(path.join(releaseDir, MANIFEST_FILE), JSON.stringify(manifest));
}

