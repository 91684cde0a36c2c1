/**
 * The search index in two layers (issue 17): the base index of the last full
 * indexing (`/pagefind/`) and a small delta index (`/pagefind-delta/`) of the records changed,
 * added or removed since, which a one-edit publish rebuilds in a fraction of a second instead of
 * re-indexing every page.
 * The browser merges the delta into the base and drops the base's stale copies of the pages
 * the delta supersedes. Shared by the publish (server), the search island and the tests.
 */
export const PAGEFIND_DELTA_PATH = '/pagefind-delta/';
/** The page URLs whose base-index records are stale, and whether a delta index holds their new records. Absent: no delta. */
export const SUPERSEDED_FILE = 'superseded.json';
/** The `layer` meta every page of the delta index carries. */
export const DELTA_LAYER = 'delta';

export interface Superseded {
  urls: string[];
  /** False when no page of the delta is indexed (e.g. only deletions): nothing to merge. */
  index: boolean;
}

interface LayeredData {
  url: string;
  meta: Record<string, string | undefined>;
}

/** A result is current unless the delta supersedes its page and it comes from the base. */
export const isCurrent = (data: LayeredData, superseded: ReadonlySet<string>) =>
  data.meta.layer === DELTA_LAYER || !superseded.has(pathOf(data.url));

/** Pagefind prefixes result URLs with the origin of an index loaded from another one. */
const pathOf = (url: string) => (url.startsWith('/') ? url : new URL(url).pathname);

interface MergeablePagefind {
  mergeIndex(indexPath: string, options?: Record<string, unknown>): Promise<void>;
}

/**
 * Merges the delta index, when it has one, into a loaded Pagefind; returns the
 * superseded page URLs (empty without a delta). `origin` is '' in the browser.
 */
export async function mergeDelta(
  pagefind: MergeablePagefind,
  origin = '',
  fetchImpl: typeof fetch = fetch,
): Promise<ReadonlySet<string>> {
  const answer = await fetchImpl(`${origin}${PAGEFIND_DELTA_PATH}${SUPERSEDED_FILE}`, { cache: 'no-cache' }).catch(
    () => null,
  );
  if (!answer?.ok) return new Set();
  const body = (await answer.json().catch(() => null)) as Superseded | null;
  if (!Array.isArray(body?.urls)) return new Set();
  if (body.index) await pagefind.mergeIndex(`${origin}${PAGEFIND_DELTA_PATH}`);
  return new Set(body.urls);
}

/** The data of the first `limit` current results, in the order Pagefind ranked them. */
export async function currentData<T extends LayeredData>(
  results: { data(): Promise<T> }[],
  superseded: ReadonlySet<string>,
  limit: number,
): Promise<T[]> {
  const kept: T[] = [];
  let next = 0;
  while (kept.length < limit && next < results.length) {
    // Stale results are few: load what is still needed, in parallel.
    const batch = results.slice(next, next + (limit - kept.length));
    next += batch.length;
    for (const data of await Promise.all(batch.map((result) => result.data()))) {
      if (isCurrent(data, superseded) && kept.length < limit) kept.push(data);
    }
  }
  return kept;
}
