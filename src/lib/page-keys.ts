import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Library } from './library';
import type { Post } from './types';

/**
 * Incremental publishing (issue 17): each pre-rendered page gets a content key computed from
 * exactly the data it shows. The site builder (src/server/site/) passes the previous release's
 * keys in HDX_PREVIOUS_PAGE_KEYS; getStaticPaths then returns only the pages whose key changed
 * or is new, and every key is written to HDX_PAGE_KEYS_DIR so the builder can reuse the
 * unchanged pages' files from the previous release. Without these variables (dev, check, a
 * plain `npm run build`) every page renders.
 *
 * The live counters (views, likes, rating) are left out: islands refresh them on the page, and
 * with them in the keys every page would change all the time.
 */
export type PostShown = Omit<Post, 'views' | 'likesCount' | 'rate' | 'ratingCount'>;

export function shown(post: Post): PostShown {
  const { views: _views, likesCount: _likes, rate: _rate, ratingCount: _count, ...rest } = post;
  return rest;
}

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
    library.posts.map(shown),
    // Lists ordered by views show another order when the views change.
    library.postsByViews.map((post) => post.id),
  );
}

/** The output file of a page path: `/fr/videos/12` → `fr/videos/12/index.html` (Astro's directory format). */
export function pageFile(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

/**
 * Where a page-keys pass reads the previous keys and records the new ones: `astro build` is
 * told through HDX_PREVIOUS_PAGE_KEYS and HDX_PAGE_KEYS_DIR (a child process), a re-render
 * through a served release (src/lib/republish.ts) in-process.
 */
export interface KeyPass {
  previous: Record<string, string> | null;
  record: (route: string, keys: Record<string, string>) => void;
}

let previousFromEnv: Record<string, string> | null | undefined;

function envPass(): KeyPass | null {
  const dir = process.env.HDX_PAGE_KEYS_DIR;
  if (!dir) return null;
  if (previousFromEnv === undefined) {
    const file = process.env.HDX_PREVIOUS_PAGE_KEYS;
    previousFromEnv =
      file && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: Record<string, string> }).pages : null;
  }
  return {
    previous: previousFromEnv,
    record: (route, keys) => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${route.replace(/[^a-z0-9-]+/gi, '_')}.json`), JSON.stringify(keys));
    },
  };
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
 * Records the keys of one route's pages and returns the entries to render: all of them on a
 * full build, only the changed or new ones on an incremental build.
 */
export function selectChanged<Entry>(route: string, entries: { file: string; key: string; entry: Entry }[]): Entry[] {
  const pass = activePass ?? envPass();
  if (!pass) return entries.map((item) => item.entry);
  pass.record(route, Object.fromEntries(entries.map((item) => [item.file, item.key])));
  const before = pass.previous;
  if (!before) return entries.map((item) => item.entry);
  return entries.filter((item) => before[item.file] !== item.key).map((item) => item.entry);
}
