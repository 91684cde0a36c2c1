import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { DELTA_LAYER, PAGEFIND_DELTA_PATH, SUPERSEDED_FILE, type Superseded } from '../../lib/pagefind-layers';
import type { LibraryContent } from '../../lib/types';
import { libraryOf } from '../../render/library-of';
import { searchRecords, shownRecord, type SearchRecord } from '../../render/search-records';
import { StaticFiles } from './static-files';

/**
 * A publish re-indexes only the records that changed while they are few (lib/pagefind-layers): at
 * most this share of the records, and never fewer than DELTA_MIN_RECORDS. Past it, the whole
 * index is rebuilt and the delta starts again empty.
 */
const DELTA_SHARE = 0.05;
const DELTA_MIN_RECORDS = 200;
export const deltaLimit = (records: number) => Math.max(DELTA_MIN_RECORDS, Math.floor(records * DELTA_SHARE));
/** Records sent to Pagefind's service before waiting on its answers (one message each). */
const IN_FLIGHT = 256;
/** Index folders served: the one shown and the one before it (pages open in browsers may still read it). */
const KEPT_INDEXES = 2;

/** What an index folder keeps beside its index for the next one's delta (`search.json`). */
interface SearchManifest {
  /** A digest of what each record shows (`shownRecord`), by its URL. */
  digests: Record<string, string>;
  /** The URLs the folder's delta index covers (changed, added or removed since the base index); empty after a full indexing. */
  delta: string[];
}
const MANIFEST_FILE = 'search.json';

/** An index folder made: the records it indexed (all, or those of its delta) and how many pages changed since its base (0: a whole index). */
export interface SearchIndex {
  dir: string;
  indexed: number;
  delta: number;
}

/**
 * Writes a Pagefind index of `records` into `outputDir` with Pagefind's Node API: no page is
 * read, every record comes from the content. `meta` is added to every record (the delta's `layer`).
 */
export async function writeSearchIndex(
  records: readonly SearchRecord[],
  outputDir: string,
  meta: Record<string, string> = {},
) {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    for (let start = 0; start < records.length; start += IN_FLIGHT) {
      const batch = records.slice(start, start + IN_FLIGHT);
      const added = await Promise.all(
        batch.map((record) => index.addCustomRecord({ ...record, meta: { ...record.meta, ...meta } })),
      );
      const failed = added.flatMap((answer) => answer.errors);
      if (failed.length) throw new Error(`Pagefind: ${failed.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: outputDir });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}

const digestOf = (record: SearchRecord) =>
  createHash('sha256')
    .update(JSON.stringify(shownRecord(record)))
    .digest('base64url')
    .slice(0, 22);

function writeSuperseded(dir: string, superseded: Superseded): void {
  fs.mkdirSync(path.join(dir, PAGEFIND_DELTA_PATH), { recursive: true });
  fs.writeFileSync(path.join(dir, PAGEFIND_DELTA_PATH, SUPERSEDED_FILE), JSON.stringify(superseded));
}

/**
 * Indexes `records` into the new folder `dir` (served as /pagefind/ and /pagefind-delta/): a delta
 * over the index in `previousDir` when it has one and the records changed since its base are few
 * (its base is copied as it is), else the whole index. Returns the records indexed and the delta's URLs.
 */
export async function indexSearch(options: {
  dir: string;
  records: readonly SearchRecord[];
  previousDir: string | null;
}) {
  const { dir, records, previousDir } = options;
  const digests = Object.fromEntries(records.map((record) => [record.url, digestOf(record)]));
  let previous: SearchManifest | null = null;
  try {
    if (previousDir)
      previous = JSON.parse(fs.readFileSync(path.join(previousDir, MANIFEST_FILE), 'utf8')) as SearchManifest;
  } catch {
    previous = null;
  }
  const base = previousDir && path.join(previousDir, 'pagefind');
  // The URLs changed since the base index: the previous delta, and the records changed, added or removed since the previous index.
  const moved = new Set(previous?.delta);
  for (const [url, digest] of Object.entries(digests)) if (previous?.digests[url] !== digest) moved.add(url);
  for (const url of Object.keys(previous?.digests ?? {})) if (!(url in digests)) moved.add(url);
  const delta = [...moved].sort();
  let indexed = records.length;
  if (!previous || !base || !fs.existsSync(base) || delta.length > deltaLimit(records.length)) {
    await writeSearchIndex(records, path.join(dir, 'pagefind'));
    // An empty delta, so the browser's read of it never answers 404 (issue 29).
    writeSuperseded(dir, { urls: [], index: false });
    delta.length = 0;
  } else {
    fs.cpSync(base, path.join(dir, 'pagefind'), { recursive: true });
    const changed = records.filter((record) => moved.has(record.url));
    if (changed.length) await writeSearchIndex(changed, path.join(dir, PAGEFIND_DELTA_PATH), { layer: DELTA_LAYER });
    writeSuperseded(dir, { urls: delta, index: changed.length > 0 });
    indexed = changed.length;
  }
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify({ digests, delta } satisfies SearchManifest));
  return { indexed, delta };
}

/**
 * This server's search indexes of the published content, each in a folder of its own under
 * `root`: made from the content's records (a delta over the newest when few changed), the one
 * shown and the one before it served, older ones removed. A restart's first index is a delta
 * over the last one it made.
 */
export class SearchIndexes {
  private readonly root: string;
  /** Index folders, newest first: those shown, or made before this start. */
  private dirs: string[];
  private served: StaticFiles[] = [];

  constructor(root: string) {
    this.root = root;
    this.dirs = (fs.existsSync(root) ? fs.readdirSync(root) : [])
      .map((name) => path.join(root, name))
      .filter((dir) => fs.existsSync(path.join(dir, MANIFEST_FILE)))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  }

  /** The index of `content`, in a new folder. */
  async make(content: LibraryContent): Promise<SearchIndex> {
    fs.mkdirSync(this.root, { recursive: true });
    const dir = fs.mkdtempSync(path.join(this.root, `${Date.now()}-`));
    try {
      const { indexed, delta } = await indexSearch({
        dir,
        records: searchRecords(libraryOf(content)),
        previousDir: this.dirs[0] ?? null,
      });
      return { dir, indexed, delta: delta.length };
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Serves the index made in `dir`; the one before it stays, older ones go. */
  async show(dir: string): Promise<void> {
    this.served = [await StaticFiles.load(dir), ...this.served.slice(0, KEPT_INDEXES - 1)];
    this.dirs = [dir, ...this.dirs.filter((each) => each !== dir)];
    for (const old of this.dirs.splice(KEPT_INDEXES)) fs.rmSync(old, { recursive: true, force: true });
  }

  /** Answers a request for a file of the index shown, else of the one before it. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (!req.url?.startsWith('/pagefind')) return false;
    for (const files of this.served) if (await files.serve(req, res)) return true;
    return false;
  }
}
