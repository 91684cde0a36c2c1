import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DELTA_LAYER, PAGEFIND_DELTA_PATH, SUPERSEDED_FILE, type Superseded } from '../../lib/pagefind-layers';
import { shownRecord, type SearchRecord } from '../../render/search-records';
import { writeSearchIndex } from './search-index';

/**
 * A publish re-indexes only the records that changed while they are few (lib/pagefind-layers): at
 * most this share of the records, and never fewer than DELTA_MIN_RECORDS. Past it, the whole
 * index is rebuilt and the delta starts again empty.
 */
const DELTA_SHARE = 0.05;
const DELTA_MIN_RECORDS = 200;

export const deltaLimit = (records: number) => Math.max(DELTA_MIN_RECORDS, Math.floor(records * DELTA_SHARE));

/** What a search index folder keeps beside its index, for the next index's delta (`search.json`). */
export interface SearchManifest {
  /** A digest of what each record shows (`shownRecord`), by its URL. */
  digests: Record<string, string>;
  /** The URLs the folder's delta index covers (changed, added or removed since the base index); empty after a full indexing. */
  delta: string[];
}

export interface SearchIndexing extends SearchManifest {
  /** Records indexed this time (all of them, or those of the delta). */
  indexed: number;
}

const MANIFEST_FILE = 'search.json';

function readManifest(dir: string): SearchManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as SearchManifest;
  } catch {
    return null;
  }
}

const digestOf = (record: SearchRecord) =>
  createHash('sha256')
    .update(JSON.stringify(shownRecord(record)))
    .digest('base64url')
    .slice(0, 22);

/**
 * Indexes `records` for search into the new folder `dir` (served as /pagefind/ and
 * /pagefind-delta/): a delta over the index in `previousDir` when it has one and the records
 * changed since its base are few (its base is copied as it is), else the whole index.
 */
export async function indexSearch(options: {
  dir: string;
  records: readonly SearchRecord[];
  previousDir: string | null;
}): Promise<SearchIndexing> {
  const { dir, records, previousDir } = options;
  const digests = Object.fromEntries(records.map((record) => [record.url, digestOf(record)]));
  const previous = previousDir ? readManifest(previousDir) : null;
  const base = previousDir ? path.join(previousDir, 'pagefind') : null;
  const delta = previous ? deltaSince(previous, digests) : null;
  let indexing: SearchIndexing;
  if (!delta || !base || !fs.existsSync(base) || delta.length > deltaLimit(records.length)) {
    await writeSearchIndex(records, path.join(dir, 'pagefind'));
    // An empty delta, so the browser's read of it never answers 404 (issue 29).
    writeSuperseded(dir, { urls: [], index: false });
    indexing = { indexed: records.length, digests, delta: [] };
  } else {
    fs.cpSync(base, path.join(dir, 'pagefind'), { recursive: true });
    const covered = new Set(delta);
    const changed = records.filter((record) => covered.has(record.url));
    if (changed.length) await writeSearchIndex(changed, path.join(dir, PAGEFIND_DELTA_PATH), { layer: DELTA_LAYER });
    writeSuperseded(dir, { urls: delta, index: changed.length > 0 });
    indexing = { indexed: changed.length, digests, delta };
  }
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify({ digests, delta: indexing.delta } satisfies SearchManifest));
  return indexing;
}

function writeSuperseded(dir: string, superseded: Superseded): void {
  const output = path.join(dir, PAGEFIND_DELTA_PATH);
  fs.mkdirSync(output, { recursive: true });
  fs.writeFileSync(path.join(output, SUPERSEDED_FILE), JSON.stringify(superseded));
}

/** The URLs changed since the base index: the previous delta, and the records changed, added or removed since the previous index. */
function deltaSince(previous: SearchManifest, digests: Record<string, string>): string[] {
  const moved = new Set(previous.delta);
  for (const [url, digest] of Object.entries(digests)) if (previous.digests[url] !== digest) moved.add(url);
  for (const url of Object.keys(previous.digests)) if (!(url in digests)) moved.add(url);
  return [...moved].sort();
}
