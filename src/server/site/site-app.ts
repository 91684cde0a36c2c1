import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import type { LibraryContent } from '../../lib/types';
import { withServerPolicy } from './security-headers';

/** Renders a Node request. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;
export type ApiFetch = (request: Request) => Promise<Response>;

/** What the published content a site shows is: the content, and the posts taken down since it was published. */
export interface ShownContent {
  content: LibraryContent | null;
  hidden: readonly number[];
}

/** What a site build's server entry exports (site-entry.ts). */
interface SiteEntry {
  render(request: Request): Promise<Response>;
  connectApi(api: typeof fetch): void;
  showContent(content: LibraryContent | null, hidden?: readonly number[]): void;
  hasPublishedPage(pathname: string): Promise<boolean>;
}

/** A site build's Astro app, loaded in this thread: renders a request in-process. */
export interface SiteApp {
  render(request: Request): Promise<Response>;
  handle: NodeHandler;
  /** Gives its pages other published content. */
  show(shown: ShownContent): void;
  /** Whether the published content it shows has a page at `pathname`. */
  hasPage(pathname: string): Promise<boolean>;
}

/** A Request for the site's app, from a Node request (client address and host checked as @astrojs/node does). */
export function requestOf(req: IncomingMessage): Request {
  return createRequestFromNodeRequest(req);
}

/**
 * A site build's Astro app. Its renders read the API through `api`, this server's app,
 * in-process (null: over HTTP), and its pages show `shown` (the published content,
 * src/server/services/rebuilds/published-content.ts).
 */
export async function importSite(dir: string, api: ApiFetch | null, shown?: ShownContent): Promise<SiteApp> {
  const entryFile = path.join(dir, 'server', 'entry.mjs');
  const entry = (await import(pathToFileURL(entryFile).href)) as SiteEntry;
  if (api) entry.connectApi(async (input, init) => api(new Request(input, init)));
  const show = ({ content, hidden }: ShownContent) => entry.showContent(content, hidden);
  if (shown) show(shown);
  const render = (request: Request) => entry.render(request);
  const handle: NodeHandler = (req, res) => {
    void Promise.resolve()
      .then(async () => writeResponse(withServerPolicy(await render(requestOf(req))), res))
      .catch(() => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
  };
  return { render, handle, show, hasPage: (pathname) => entry.hasPublishedPage(pathname) };
}

export function hasBuild(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'server', 'entry.mjs'));
}
