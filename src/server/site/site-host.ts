import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { buildingPage } from './building-page';
import type { PageCache } from './page-cache';
import type { PageThreads } from './page-threads';
import { importSite, type ApiFetch, type NodeHandler, type ShownContent, type SiteApp } from './site-app';
import { StaticFiles } from './static-files';

/**
 * What to do with a page request before serving it: 301 to `redirect`; the not-found page;
 * or render it (as the page of `servePath` instead of its own, `privately` for one viewer only).
 */
export type PageRoute =
  | { redirect: string }
  | { notFound: true }
  | { servePath?: string | undefined; privately?: boolean };

/** Asks where a page request goes (renamed library entries, takedowns); `hasPage` says whether the published content has a page at a path. */
export type PageRouter = (
  pathname: string,
  search: string,
  hasPage: (path: string) => Promise<boolean>,
  req: IncomingMessage,
) => Promise<PageRoute | null>;

/** An address no page has, in each language: the site answers it with that language's not-found page. */
const NOT_FOUND_PATH = { en: '/__not-found', fr: '/fr/__not-found' };

/** Keeps a response out of shared caches whatever the page sets (Node's writeHead goes through setHeader once a header is set). */
function keepPrivate(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    setHeader(name, name.toLowerCase() === 'cache-control' ? 'private, no-store' : value);
  res.setHeader('Cache-Control', 'private, no-store');
}

/**
 * Serves the site: the site build's assets, the search index of the published content, and
 * every page rendered by the site's app (in the page threads, or here) behind the page cache.
 * `show` gives the pages other published content; the cached pages go at once. Until the site
 * build is loaded it answers a 503 "being built" page.
 */
export class SiteHost {
  private app: SiteApp | null = null;
  private files: StaticFiles | null = null;
  /** The search index shown, then the one before it (a page open in a browser may still ask for its files). */
  private search: StaticFiles[] = [];
  private readonly onResponse: (res: ServerResponse) => void;
  private readonly router: PageRouter | null;
  private readonly pages: PageCache | null;
  private readonly threads: PageThreads | null;
  private readonly api: ApiFetch | null;

  /**
   * `onResponse` sets headers common to every page response (security headers); `router` sees
   * each page GET first; `pages` answers the pages it holds before anything else; `threads`
   * render beside the main thread; `api` is this server's API app, which the renders call
   * in-process (null: over HTTP).
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
    return this.app !== null;
  }

  /** Loads the site build in `dir` (once, at start), its pages showing `shown`. */
  async load(dir: string, shown: ShownContent): Promise<void> {
    const [app, files] = await Promise.all([
      importSite(dir, this.api, shown),
      StaticFiles.load(path.join(dir, 'client')),
      this.threads?.start(dir, shown),
    ]);
    this.files = files;
    this.app = app;
  }

  /** Serves the search index in `dir` (/pagefind/, /pagefind-delta/); the one before it stays reachable. */
  async showSearch(dir: string): Promise<void> {
    const search = await StaticFiles.load(dir);
    this.search = [search, ...this.search.slice(0, 1)];
  }

  /** Shows other published content (a publish, a takedown): the next renders show it, the cached pages go. */
  show(shown: ShownContent): void {
    this.app?.show(shown);
    this.threads?.show(shown);
    // Every page shows the published content (at least the header's content types and weapons).
    this.pages?.clear();
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    this.onResponse(res);
    // One parser per URL: the routing reads the address as the renderer will (`/./videos/7` is `/videos/7`).
    req.url = asRendered(req.url);
    const app = this.app;
    const files = this.files;
    if (!app || !files) {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store' });
      res.end(buildingPage);
      return;
    }
    const pages = this.pages;
    if (pages && (req.method === 'GET' || req.method === 'HEAD') && pages.serve(req, res)) return;
    // Before routing: content shown after this mark (a takedown the routing reads) is not stored.
    const started = pages?.mark();
    void this.serveFile(req, res, files)
      .then(async (served) => {
        if (served) return;
        const route = await this.route(req);
        if (route && 'redirect' in route) {
          res.writeHead(301, { Location: route.redirect, 'Cache-Control': 'public, max-age=0, must-revalidate' });
          res.end();
          return;
        }
        pages?.record(req, res, started);
        if (route && 'notFound' in route) {
          req.url = /^\/fr(\/|$)/.test(splitUrl(req.url).pathname) ? NOT_FOUND_PATH.fr : NOT_FOUND_PATH.en;
          res.setHeader('Cache-Control', 'no-store');
        } else {
          // Whatever renders sets its Cache-Control through this.
          if (route?.privately) keepPrivate(res);
          if (route?.servePath) req.url = route.servePath + splitUrl(req.url).search;
        }
        this.render(req, res, app.handle);
      })
      .catch(() => {
        if (!res.headersSent) app.handle(req, res);
        else res.destroy();
      });
  }

  private render(req: IncomingMessage, res: ServerResponse, here: NodeHandler): void {
    if (this.threads) this.threads.handle(req, res, here);
    else here(req, res);
  }

  /** The build's assets, then the search index (the one shown, then the one before). */
  private async serveFile(req: IncomingMessage, res: ServerResponse, files: StaticFiles): Promise<boolean> {
    if (await files.serve(req, res)) return true;
    if (!splitUrl(req.url).pathname.startsWith('/pagefind')) return false;
    for (const search of this.search) if (await search.serve(req, res)) return true;
    return false;
  }

  private async route(req: IncomingMessage): Promise<PageRoute | null> {
    if (!this.router || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
    const { pathname, search } = splitUrl(req.url);
    const app = this.app;
    return this.router(pathname, search, (path) => app?.hasPage(path) ?? Promise.resolve(false), req);
  }
}

/** The path and query a render reads from a request (astro/app/node makes its URL the same way: origin + req.url). */
function asRendered(url = '/'): string {
  const parsed = new URL(`http://site.invalid${url.startsWith('/') ? url : `/${url}`}`);
  return parsed.pathname + parsed.search;
}

function splitUrl(url = '/'): { pathname: string; search: string } {
  const q = url.indexOf('?');
  return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) };
}
