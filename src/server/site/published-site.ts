import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import type { LibraryContent } from '../../lib/types';
import { PageCache } from './page-cache';
import type { PageThreads } from './page-threads';
import { SearchIndexes, type SearchIndex } from './search-layers';
import { withServerPolicy } from './security-headers';
import { importSite, type ApiFetch, type SiteApp } from './site-app';
import { buildSiteCode, isBuildCurrent } from './site-build';
import { StaticFiles } from './static-files';

/**
 * What to do with a page request before rendering it: 301 to `redirect`; the not-found page;
 * or render it (as the page of `servePath` instead of its own, `privately` for one viewer only).
 */
export type PageRoute =
  { redirect: string } | { notFound: true } | { servePath?: string | undefined; privately?: boolean };

/** Asks where a page request goes (renamed library entries, takedowns); `hasPage` says whether the published content has a page at a path. */
export type PageRouter = (
  pathname: string,
  search: string,
  hasPage: (path: string) => Promise<boolean>,
  req: IncomingMessage,
) => Promise<PageRoute | null>;

export interface PublishedSiteOptions {
  /** This server's own folder for its site build (`SITE_DIR`) and its search indexes. */
  siteDir: string;
  publicUrl: string;
  /** Sets the headers common to every page response (security headers). */
  onResponse?: (res: ServerResponse) => void;
  /** Sees each page GET first. */
  router?: PageRouter | null;
  /** Answers the pages it holds before anything else (default: one that stores nothing). */
  pages?: PageCache;
  /** Render beside the main thread. */
  threads?: PageThreads | null;
  /** This server's API app, which the renders call in-process (null: over HTTP). */
  api?: ApiFetch | null;
}

/** An address no page has, in each language: the site answers it with that language's not-found page. */
const NOT_FOUND_PATH = { en: '/__not-found', fr: '/fr/__not-found' };

/** Answered (503) until the site build is loaded. */
const BUILDING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>HDX is starting</title>
<style>body{font-family:system-ui,sans-serif;background:#1c1917;color:#f5f5f4;display:grid;place-items:center;min-height:100vh;margin:0}main{max-width:32rem;padding:2rem;text-align:center}</style>
</head><body><main><h1>HDX is starting</h1><p>The site is being built for the first time. This page refreshes by itself.</p></main></body></html>`;

/**
 * This server's site: its build of the site's code in `siteDir` (made once per code version),
 * the published content its pages show and the search index derived from it, and every request
 * for a page: the build's assets, the search index, or a page rendered by the site's app (in the
 * page threads, or here) behind the page cache. Everything comes from the code and from
 * PostgreSQL: no folder is shared with another server.
 */
export class PublishedSite {
  private readonly options: PublishedSiteOptions & { pages: PageCache };
  private readonly search: SearchIndexes;
  private app: SiteApp | null = null;
  private files: StaticFiles | null = null;
  private codeBuilt: boolean | undefined;

  constructor(options: PublishedSiteOptions) {
    this.options = { ...options, pages: options.pages ?? new PageCache(0) };
    this.search = new SearchIndexes(path.join(options.siteDir, 'search'));
  }

  /** Whether the site build of this code is there (a server without it builds it first); read once, its folder being this server's own. */
  get built(): boolean {
    return (this.codeBuilt ??= isBuildCurrent(this.options.siteDir, this.options.publicUrl));
  }

  get ready(): boolean {
    return this.app !== null;
  }

  /** Builds the site's code (`astro build`), reading the content layer from `apiUrl`. */
  async buildCode(apiUrl: string, onLine?: (line: string) => void, signal?: AbortSignal): Promise<void> {
    const { siteDir, publicUrl } = this.options;
    await buildSiteCode({ siteDir, apiUrl, publicUrl, onLine, signal });
    this.codeBuilt = true;
  }

  /** Loads the site build, its pages showing `content` (null before the first publish). */
  async load(content: LibraryContent | null): Promise<void> {
    const { siteDir, api, threads } = this.options;
    [this.app, this.files] = await Promise.all([
      importSite(siteDir, api ?? null, content),
      StaticFiles.load(path.join(siteDir, 'client')),
      threads?.start(siteDir, content),
    ]);
  }

  /** Makes the search index of `content` and serves it. */
  async showSearch(content: LibraryContent): Promise<SearchIndex> {
    const search = await this.search.make(content);
    await this.search.show(search);
    return search;
  }

  /**
   * Shows other published content: the next renders show it, the cached pages go. A site not
   * serving yet (its start) loads its build, after the content's search index so that its first
   * page comes with search: that index is returned (null: search is still to be shown).
   */
  async show(content: LibraryContent): Promise<SearchIndex | null> {
    if (!this.ready) {
      const search = await this.showSearch(content);
      await this.load(content);
      return search;
    }
    this.app?.show(content);
    this.options.threads?.show(content);
    // Every page shows the published content (at least the header's content types and weapons).
    this.options.pages.clear();
    return null;
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    this.options.onResponse?.(res);
    // One parser per URL: the routing reads the address as the renderer will (`/./videos/7` is `/videos/7`).
    const parsed = new URL(`http://site.invalid${req.url?.startsWith('/') ? req.url : `/${req.url ?? ''}`}`);
    req.url = parsed.pathname + parsed.search;
    const { app, files } = this;
    if (!app || !files) {
      res.writeHead(503, {
        'Content-Type': 'text/html; charset=utf-8',
        'Retry-After': '5',
        'Cache-Control': 'no-store',
      });
      res.end(BUILDING_PAGE);
      return;
    }
    const { pages } = this.options;
    if ((req.method === 'GET' || req.method === 'HEAD') && pages.serve(req, res)) return;
    // Before routing: content shown after this mark (a takedown the routing reads) is not stored.
    const started = pages.mark();
    void this.answer(req, res, app, files, parsed, started).catch(() => {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
    });
  }

  private async answer(
    req: IncomingMessage,
    res: ServerResponse,
    app: SiteApp,
    files: StaticFiles,
    url: URL,
    started: number,
  ) {
    if ((await files.serve(req, res)) || (await this.search.serve(req, res))) return;
    const { router, threads, pages } = this.options;
    // The page is kept under the address asked for, not the one the route renders it as.
    const asked = req.url ?? '/';
    const get = req.method === 'GET' || req.method === 'HEAD';
    const route =
      router && get ? await router(url.pathname, url.search, (path) => app.hasPage(path), req).catch(() => null) : null;
    if (route && 'redirect' in route) {
      res.writeHead(301, { Location: route.redirect, 'Cache-Control': 'public, max-age=0, must-revalidate' }).end();
      return;
    }
    if (route && 'notFound' in route) {
      req.url = url.pathname.match(/^\/fr(\/|$)/) ? NOT_FOUND_PATH.fr : NOT_FOUND_PATH.en;
      res.setHeader('Cache-Control', 'no-store');
    } else if (route?.servePath) req.url = route.servePath + url.search;
    const request = createRequestFromNodeRequest(req);
    const rendered = await (threads ? threads.render(request, app.render) : app.render(request));
    const response = await pages.keep(req, withServerPolicy(rendered), started, asked);
    // Rendered for one viewer (a session's: never stored above), whatever the page says.
    if (route && 'privately' in route && route.privately) response.headers.set('Cache-Control', 'private, no-store');
    await writeResponse(response, res);
  }
}
