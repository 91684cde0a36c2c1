import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { DELTA_LAYER, PAGEFIND_DELTA_PATH, SUPERSEDED_FILE, type Superseded } from '../../lib/pagefind-layers';
import { LOCALES } from '../../lib/i18n/config';
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
/**
 * Digests made between two turns of the event loop: a publish makes its search records and their
 * digests (about a second of CPU at 10,000 posts) while visitors ask for the pages it just showed.
 */
const DIGESTS_A_TURN = 1000;
/** Index folders served: the one shown and the one before it (pages open in browsers may still read it). */
const KEPT_INDEXES = 2;

/** What an index folder keeps beside its index for the next one's delta (`search.json`). */
interface SearchManifest {
  /** A digest of what each record shows (`shownRecord`), by its URL. */
  digests: Record<string, string>;
  /** The URLs the folder's delta index covers (changed, added or removed since the base index); empty after a full indexing. */
  delta: string[];
  /** The folder beside it holding the base index (`pagefind/`): its own after a full indexing (absent in folders made before). */
  base?: string;
}
const MANIFEST_FILE = 'search.json';

/**
 * An index folder made: the folder holding its base index (itself after a full indexing), the
 * records it indexed (all, or those of its delta) and the URLs changed since its base (none: a whole index).
 */
export interface SearchIndex {
  dir: string;
  base: string;
  indexed: number;
  delta: string[];
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
 * Indexes `records` into the new folder `dir` (served as /pagefind-delta/, and /pagefind/ after a
 * full indexing): a delta over the base index of the one in `previousDir` when it has one and the
 * records changed since that base are few (the base stays where it is), else the whole index.
 */
export async function indexSearch(options: {
  dir: string;
  records: readonly SearchRecord[];
  previousDir: string | null;
}): Promise<SearchIndex> {
  const { dir, records, previousDir } = options;
  const digests: Record<string, string> = {};
  for (const [i, record] of records.entries()) {
    digests[record.url] = digestOf(record);
    if (i % DIGESTS_A_TURN === DIGESTS_A_TURN - 1) await setImmediate();
  }
  let previous: SearchManifest | null = null;
  try {
    if (previousDir)
      previous = JSON.parse(fs.readFileSync(path.join(previousDir, MANIFEST_FILE), 'utf8')) as SearchManifest;
  } catch {
    previous = null;
  }
  const base =
    previous && previousDir && path.join(path.dirname(previousDir), previous.base ?? path.basename(previousDir));
  // The URLs changed since the base index: the previous delta, and the records changed, added or removed since the previous index.
  const moved = new Set(previous?.delta);
  for (const [url, digest] of Object.entries(digests)) if (previous?.digests[url] !== digest) moved.add(url);
  for (const url of Object.keys(previous?.digests ?? {})) if (!(url in digests)) moved.add(url);
  let made: SearchIndex;
  if (!base || !fs.existsSync(path.join(base, 'pagefind')) || moved.size > deltaLimit(records.length)) {
    await writeSearchIndex(records, path.join(dir, 'pagefind'));
    // An empty delta, so the browser's read of it never answers 404 (issue 29).
    writeSuperseded(dir, { urls: [], index: false });
    made = { dir, base: dir, indexed: records.length, delta: [] };
  } else {
    const changed = records.filter((record) => moved.has(record.url));
    if (changed.length) await writeSearchIndex(changed, path.join(dir, PAGEFIND_DELTA_PATH), { layer: DELTA_LAYER });
    const delta = [...moved].sort();
    writeSuperseded(dir, { urls: delta, index: changed.length > 0 });
    made = { dir, base, indexed: changed.length, delta };
  }
  const manifest: SearchManifest = { digests, delta: made.delta, base: path.basename(made.base) };
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return made;
}

/**
 * This server's search indexes of the published content, each in a folder of its own under
 * `root`: made from the content's records (a delta over the newest one's base index when few
 * changed), the one shown and the one before it served with their base indexes, older ones
 * removed. A restart's first index is a delta over the last one it made.
 */
export class SearchIndexes {
  private readonly root: string;
  /** Index folders, newest first: those shown, or made before this start. */
  private dirs: string[];
  /** The indexes served, newest first, and the files of their folders and of their bases. */
  private shown: SearchIndex[] = [];
  private readonly files = new Map<string, StaticFiles>();

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
      const library = libraryOf(content);
      const records: SearchRecord[] = [];
      for (const locale of LOCALES) {
        await setImmediate();
        records.push(...searchRecords(library, [locale]));
      }
      return await indexSearch({ dir, records, previousDir: this.dirs[0] ?? null });
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Serves `index` and its base (loaded once, while an index served uses it); the one before it stays, folders no served index needs go. */
  async show(index: SearchIndex): Promise<void> {
    const shown = [index, ...this.shown.filter((each) => each.dir !== index.dir)].slice(0, KEPT_INDEXES);
    const kept = new Set(shown.flatMap(({ dir, base }) => [dir, base]));
    for (const dir of kept) if (!this.files.has(dir)) this.files.set(dir, await StaticFiles.load(dir));
    this.shown = shown;
    for (const dir of this.dirs.filter((each) => !kept.has(each))) {
      this.files.delete(dir);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    this.dirs = [index.dir, ...this.dirs.filter((each) => each !== index.dir && kept.has(each))];
  }

  /** Answers a request for a file of the index shown (its delta, then its base), else of the one before it. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (!req.url?.startsWith('/pagefind')) return false;
    for (const { dir, base } of this.shown) {
      if (await this.files.get(dir)?.serve(req, res)) return true;
      if (base !== dir && (await this.files.get(base)?.serve(req, res))) return true;
    }
    return false;
  }
}
