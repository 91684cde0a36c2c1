import fs from 'node:fs';
import path from 'node:path';
import { DELTA_LAYER, pageUrlOf, PAGEFIND_DELTA_PATH, SUPERSEDED_FILE, type Superseded } from '../../lib/pagefind-layers';
import type { PageManifest } from './page-manifest';
import { linkTree } from './page-reuse';
import { indexSlimCopies } from './search-index';

/**
 * A publish re-indexes only what changed while the changes are few (lib/pagefind-layers): at
 * most this share of the pages, and never fewer than DELTA_MIN_PAGES. Past it, the whole index
 * is rebuilt and the delta starts again empty.
 */
const DELTA_SHARE = 0.05;
const DELTA_MIN_PAGES = 200;

export const deltaLimit = (pages: number) => Math.max(DELTA_MIN_PAGES, Math.floor(pages * DELTA_SHARE));

export interface SearchIndexing {
  /** Pages indexed by this publish (all of them, or those of the delta). */
  indexed: number;
  /** Page files the release's delta index covers; empty after a full indexing. */
  delta: string[];
}

interface Release {
  dir: string;
  manifest: PageManifest;
}

/**
 * Indexes a new release for search: a delta over the previous release's index when that
 * release has one and the pages changed since its base are few, else the whole index.
 * `rendered`: the page files this build rendered; `files`: every page file of the release.
 */
export async function indexRelease(options: {
  outDir: string;
  client: string;
  searchDir: string;
  files: string[];
  rendered: ReadonlySet<string>;
  previous: Release | null;
}): Promise<SearchIndexing> {
  const { outDir, client, searchDir, files, rendered, previous } = options;
  const delta = previous ? deltaSince(previous, files, rendered) : null;
  const base = previous ? path.join(previous.dir, 'client', 'pagefind') : null;
  if (!delta || !base || !fs.existsSync(base) || delta.length > deltaLimit(files.length)) {
    const indexed = await indexSlimCopies(searchDir, path.join(client, 'pagefind'));
    // An empty delta, so the browser's read of it never answers 404 (issue 29).
    writeSuperseded(client, { urls: [], index: false });
    return { indexed, delta: [] };
  }
  linkTree(base, path.join(client, 'pagefind'));
  const source = `${outDir}.search-delta`;
  try {
    const copies = writeDeltaCopies(searchDir, source, delta);
    const indexed = copies ? await indexSlimCopies(source, path.join(client, PAGEFIND_DELTA_PATH)) : 0;
    writeSuperseded(client, { urls: delta.map(pageUrlOf), index: indexed > 0 });
    return { indexed, delta };
  } finally {
    fs.rmSync(source, { recursive: true, force: true });
  }
}

function writeSuperseded(client: string, superseded: Superseded): void {
  const output = path.join(client, PAGEFIND_DELTA_PATH);
  fs.mkdirSync(output, { recursive: true });
  fs.writeFileSync(path.join(output, SUPERSEDED_FILE), JSON.stringify(superseded));
}

/** The pages changed since the base index: the previous delta, what this build rendered, what it dropped. */
function deltaSince(previous: Release, files: string[], rendered: ReadonlySet<string>): string[] | null {
  const before = previous.manifest.searchDelta;
  if (!before) return null;
  const current = new Set(files);
  const deleted = Object.keys(previous.manifest.pages).filter((file) => !current.has(file));
  return [...new Set([...before, ...rendered, ...deleted])].sort();
}

/** The slim copies of the delta's pages that still exist, each marked as the delta's. */
function writeDeltaCopies(searchDir: string, target: string, delta: string[]): number {
  let written = 0;
  for (const file of delta) {
    const from = path.join(searchDir, file);
    if (!fs.existsSync(from)) continue;
    const slim = fs.readFileSync(from, 'utf8');
    // Inside the element carrying data-pagefind-body, right after its opening tag.
    const open = slim.indexOf('>', slim.indexOf(' data-pagefind-body')) + 1;
    const marked = `${slim.slice(0, open)}<span data-pagefind-meta="layer:${DELTA_LAYER}" hidden></span>${slim.slice(open)}`;
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.writeFileSync(path.join(target, file), marked);
    written += 1;
  }
  return written;
}

