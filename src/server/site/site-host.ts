import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { buildingPage } from './building-page';
import type { PageCache } from './page-cache';
import type { PageThreads } from './page-threads';
import type { LibraryContent } from '../../lib/types';
import { importRelease, type ApiFetch, type NodeHandler, type ReleaseApp, type RenderLocals } from './release-app';
import { isNamedByContent, StaticFiles, type PageRewrite } from './static-files';

/**
 * What to do with a page request before serving it: 301 to `redirect`; the not-found page;
 * or serve it (the built file of `servePath` instead of its own, changed by `rewrite`,
 * `privately` for one viewer only; rendered on demand without the cards of `hiddenPosts`).
 */
export type PageRoute =
  | { redirect: string }
  | { notFound: true }
  | {
      servePath?: string | undefined;
      rewrite?: PageRewrite | null;
      privately?: boolean;
      hiddenPosts?: ReadonlySet<number> | undefined;
    };

/**
 * Asks where a page request goes (renamed library entries, takedowns); `isBuilt` says
 * whether the current build has a path.
 */
export type PageRouter = (
  pathname: string,
  search: string,
  isBuilt: (path: string) => boolean,
  req: IncomingMessage,
) => Promise<PageRoute | null>;

/** An address no page has, in each language: the Astro handler answers it with that language's not-found page. */
const NOT_FOUND_PATH = { en: '/__not-found', fr: '/fr/__not-found' };

/** Keeps a response out of shared caches whatever the page sets (Node's writeHead goes through setHeader once a header is set). */
function keepPrivate(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    setHeader(name, name.toLowerCase() === 'cache-control' ? 'private, no-store' : value);
  res.setHeader('Cache-Control', 'private, no-store');
}

/**
 * Serves one built Astro site (static files and on-demand pages through the
 * @astrojs/node handler) and can switch to another build at once: requests started on
 * the old build finish there, new ones go to the new build. Until a build exists it
 * answers a 503 "being built" page.
 */
export class SiteHost {
  private handler: NodeHandler | null = null;
  private release: ReleaseApp | null = null;
  private files: StaticFiles | null = null;
  /** The content-named files of the build served before this one (see `load`). */
  private previousFiles: StaticFiles | null = null;
  private dir: string | null = null;
  private readonly onResponse: (res: ServerResponse) => void;
  private readonly router: PageRouter | null;
  private readonly pages: PageCache | null;
  private readonly threads: PageThreads | null;
  private readonly api: ApiFetch | null;

  /**
   * `onResponse` sets headers common to every page response (security headers); `router` sees
   * each page GET first; `pages` answers on-demand pages it holds before anything else;
   * `threads` render on-demand pages beside the main thread; `api` is this server's API app,
   * which the renders call in-process (null: over HTTP, as a build does).
   */
  constructor(
    onResponse: (res: ServerResponse) => void = () => {},
    router: PageRouter | null = null,
    pages: PageCache | null = null,
    threads: PageThreads | null = null,
    api: ApiFetch | null = null,
  ) {
    this.api = api;
    this.onResponse = onResponse;
    this.router = router;
    this.pages = pages;
    this.threads = threads;
  }

  get ready(): boolean {
    return this.handler !== null;
  }

  get servedDir(): string | null {
    return this.dir;
  }

  /**
   * Imports a build's entry and serves it, its pages showing `content` (the published content;
   * null: what the build loaded).
   */
  async load(dir: string, content: LibraryContent | null = null): Promise<void> {
    const [release, files] = await Promise.all([
      importRelease(dir, this.api, content),
      StaticFiles.load(path.join(dir, 'client')),
      this.threads?.load(dir, content),
    ]);
    // A page of the old build still open in a browser may ask for its own chunks (a lazy
    // island, a search index fragment) after the switch: they stay reachable one build longer.
    this.previousFiles = this.files?.namedByContent() ?? null;
    // Both switch together, so a request never mixes two builds.
    this.handler = release.handle;
    this.files = files;
    // The old release's modules stay in memory (Node never unloads them): its content need not.
    // (The same folder imported again is the same module, which now shows the new content.)
    if (this.dir !== dir) this.release?.showContent(null);
    this.release = release;
    this.dir = dir;
    // Pages of the old build name its assets: none is served again.
    this.pages?.clear();
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    this.onResponse(res);
    const handler = this.handler;
    const files = this.files;
    if (handler && files) {
      const pages = this.pages;
      if (pages && (req.method === 'GET' || req.method === 'HEAD') && pages.serve(req, res)) return;
      // Before routing: a takedown read by the routing drops its tags after this mark, and the
      // page rendered from the routing's older takedowns is then not stored.
      const started = pages?.mark();
      let locals: RenderLocals | undefined;
      this.route(req, files)
        .then((route) => {
          if (route && 'redirect' in route) {
            res.writeHead(301, { Location: route.redirect, 'Cache-Control': 'public, max-age=0, must-revalidate' });
            res.end();
            return true;
          }
          if (route && 'notFound' in route) {
            const { pathname } = splitUrl(req.url);
            req.url = /^\/fr(\/|$)/.test(pathname) ? NOT_FOUND_PATH.fr : NOT_FOUND_PATH.en;
            res.setHeader('Cache-Control', 'no-store');
            return false;
          }
          // Whatever answers (a built file or a render) sets its Cache-Control through this.
          if (route?.privately) keepPrivate(res);
          if (route && 'hiddenPosts' in route && route.hiddenPosts) locals = { hiddenPosts: route.hiddenPosts };
          return files
            .serve(req, res, { pathname: route?.servePath, rewrite: route?.rewrite })
            .then((served) => served || this.serveFromPrevious(req, res));
        })
        .then((served) => {
          if (served) return;
          pages?.record(req, res, started);
          if (this.threads) this.threads.handle(req, res, handler, locals);
          else handler(req, res, locals);
        })
        .catch(() => {
          if (!res.headersSent) handler(req, res);
          else res.destroy();
        });
      return;
    }
    res.writeHead(503, {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': '5',
      'Cache-Control': 'no-store',
    });
    res.end(buildingPage);
  }

  /** A content-named file of the previous build that this one lacks (false for anything else). */
  private serveFromPrevious(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const previous = this.previousFiles;
    const { pathname } = splitUrl(req.url);
    if (!previous || !isNamedByContent(pathname)) return Promise.resolve(false);
    // The previous release may have been pruned since (another server's publish).
    const entry = previous.resolve(pathname);
    if (!entry || !fs.existsSync(entry.file)) return Promise.resolve(false);
    return previous.serve(req, res);
  }

  private async route(req: IncomingMessage, files: StaticFiles): Promise<PageRoute | null> {
    if (!this.router || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
    const { pathname, search } = splitUrl(req.url);
    return this.router(pathname, search, (path) => files.resolve(path) !== undefined, req);
  }
}

function splitUrl(url = '/'): { pathname: string; search: string } {
  const q = url.indexOf('?');
  return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) };
}
