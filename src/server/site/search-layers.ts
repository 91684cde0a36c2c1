import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DELTA_LAYER, PAGEFIND_DELTA_PATH, SUPERSEDED_FILE, type Superseded } from '../../lib/pagefind-layers';
import { shownRecord, type SearchRecord } from '../../render/search-records';
import { linkTree } from './page-reuse';
import { writeSearchIndex } from './search-index';

/**
 * A publish re-indexes only the records that changed while they are few (lib/pagefind-layers): at
 * most this share of the records, and never fewer than DELTA_MIN_RECORDS. Past it, the whole
 * index is rebuilt and the delta starts again empty.
 */
const DELTA_SHARE = 0.05;
const DELTA_MIN_RECORDS = 200;

export const deltaLimit = (records: number) => Math.max(DELTA_MIN_RECORDS, Math.floor(records * DELTA_SHARE));

/** What a release's manifest keeps of its search index, for the next publish's delta. */
export interface SearchManifest {
  /** A digest of what each record of the release shows (`shownRecord`), by its URL. */
  digests: Record<string, string>;
  /** The URLs the release's delta index covers (changed, added or removed since the base index); empty after a full indexing. */
  delta: string[];
}

export interface SearchIndexing extends SearchManifest {
  /** Records indexed by this publish (all of them, or those of the delta). */
  indexed: number;
}

const digestOf = (record: SearchRecord) =>
  createHash('sha256')
    .update(JSON.stringify(shownRecord(record)))
    .digest('base64url')
    .slice(0, 22);

/**
 * Indexes a release's records for search into its `client/` folder: a delta over the previous
 * release's index when that release has one and the records changed since its base are few,
 * else the whole index.
 */
export async function indexRelease(options: {
  client: string;
  records: readonly SearchRecord[];
  previous: { dir: string; search: SearchManifest | undefined } | null;
}): Promise<SearchIndexing> {
  const { client, records, previous } = options;
  const digests = Object.fromEntries(records.map((record) => [record.url, digestOf(record)]));
  const base = previous ? path.join(previous.dir, 'client', 'pagefind') : null;
  const delta = previous?.search ? deltaSince(previous.search, digests) : null;
  if (!delta || !base || !fs.existsSync(base) || delta.length > deltaLimit(records.length)) {
    await writeSearchIndex(records, path.join(client, 'pagefind'));
    // An empty delta, so the browser's read of it never answers 404 (issue 29).
    writeSuperseded(client, { urls: [], index: false });
    return { indexed: records.length, digests, delta: [] };
  }
  linkTree(base, path.join(client, 'pagefind'));
  const covered = new Set(delta);
  const changed = records.filter((record) => covered.has(record.url));
  if (changed.length) await writeSearchIndex(changed, path.join(client, PAGEFIND_DELTA_PATH), { layer: DELTA_LAYER });
  writeSuperseded(client, { urls: delta, index: changed.length > 0 });
  return { indexed: changed.length, digests, delta };
}

function writeSuperseded(client: string, superseded: Superseded): void {
  const output = path.join(client, PAGEFIND_DELTA_PATH);
  fs.mkdirSync(output, { recursive: true });
  fs.writeFileSync(path.join(output, SUPERSEDED_FILE), JSON.stringify(superseded));
}

/** The URLs changed since the base index: the previous delta, and the records changed, added or removed since the previous release. */
function deltaSince(previous: SearchManifest, digests: Record<string, string>): string[] {
  const moved = new Set(previous.delta);
  for (const [url, digest] of Object.entries(digests)) if (previous.digests[url] !== digest) moved.add(url);
  for (const url of Object.keys(previous.digests)) if (!(url in digests)) moved.add(url);
  return [...moved].sort();
}
