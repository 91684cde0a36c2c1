import { createHash } from 'node:crypto';
import type { Library } from './library-of';
import { withoutCounts } from '../lib/post-counts';

/**
 * Incremental publishing (issue 17): each pre-rendered page gets a content key computed from
 * exactly the data it shows. A publish runs every route's getStaticPaths with the previous release's
 * keys (`withKeyPass`): only the pages whose key changed or is new render, and the builder
 * reuses the unchanged pages' files from the previous release. Outside a publish (dev, check, a
 * plain `npm run build`) every page renders. A post's live counters are left out of its keys
 * (`withoutCounts`, post-counts.ts): with them every page would change all the time.
 */
export function contentKey(...parts: unknown[]): string {
  return createHash('sha1').update(JSON.stringify(parts)).digest('base64url');
}

/** What every page shows: the layout's browse links (content types, weapons). */
export function shellKey(library: Library): string {
  return contentKey(library.postTypes, library.weapons);
}

/** What the list and index pages may show: the whole library and every post's card fields. */
export function everythingKey(library: Library): string {
  return contentKey(
    shellKey(library),
    library.masterHistories,
    library.manuscripts,
    library.techniques,
    library.publicities,
    library.posts.map(withoutCounts),
    // Lists ordered by views show another order when the views change.
    library.postsByViews.map((post) => post.id),
  );
}

/** The address of one getStaticPaths entry of a route `pattern` such as `/videos/[id]`: `/fr/videos/12`. */
export function pathnameOf(pattern: string, params: Record<string, string | undefined>): string {
  const { locale, ...rest } = params;
  const filled = pattern.replace(/\[(\w+)\]/g, (_, name: string) => rest[name] ?? '');
  return (locale ? `/${locale}` : '') + (filled === '/' && locale ? '' : filled);
}

/** The output file of a page path: `/fr/videos/12` → `fr/videos/12/index.html` (Astro's directory format). */
export function pageFile(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

/**
 * A page-keys pass: the previous release's keys, and where the new ones go. A publish renders
 * pages through a release's own server (src/render/republish.ts), which runs every route's
 * getStaticPaths inside one pass.
 */
export interface KeyPass {
  previous: Record<string, string> | null;
  record: (route: string, keys: Record<string, string>) => void;
}

let activePass: KeyPass | null = null;

/** Runs `work` with this pass's previous keys and recorder (one pass at a time: one publish at a time). */
export async function withKeyPass<T>(pass: KeyPass, work: () => Promise<T>): Promise<T> {
  activePass = pass;
  try {
    return await work();
  } finally {
    activePass = null;
  }
}

/**
 * Whether this build renders pages: not the code build of a publish (HDX_PRERENDER=none), which
 * renders them afterwards through its server (src/render/republish.ts).
 */
export function buildsPages(): boolean {
  return process.env.HDX_PRERENDER !== 'none';
}

/**
 * Records the keys of one route's pages and returns the entries to render: all of them on a
 * full build, only the changed or new ones on an incremental build.
 */
export function selectChanged<Entry>(route: string, entries: { file: string; key: string; entry: Entry }[]): Entry[] {
  const pass = activePass;
  if (!pass) return buildsPages() ? entries.map((item) => item.entry) : [];
  pass.record(route, Object.fromEntries(entries.map((item) => [item.file, item.key])));
  const before = pass.previous;
  if (!before) return entries.map((item) => item.entry);
  return entries.filter((item) => before[item.file] !== item.key).map((item) => item.entry);
}
