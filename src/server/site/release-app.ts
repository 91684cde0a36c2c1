import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import type { LibraryContent } from '../../lib/types';

/** Renders a Node request; `locals` are the server's own (the posts a page hides, site-host.ts). */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, locals?: RenderLocals) => void;
/** What the server tells a render beside the request: never read from the request itself. */
export type RenderLocals = Partial<App.Locals>;
export type ApiFetch = (request: Request) => Promise<Response>;

/** What a release's server entry exports (release-entry.ts). */
interface ReleaseEntry {
  render(request: Request, locals?: Partial<App.Locals>): Promise<Response>;
  connectApi(api: typeof fetch): void;
  /** Absent from releases built before the published content was kept in the database. */
  connectContent?(content: LibraryContent | null): void;
}

/** The published content a release's pages show (null: what its build loaded); undefined leaves it as it is. */
type PublishedContent = LibraryContent | null | undefined;

/** A release's Astro app, loaded in this thread: renders a request in-process. */
export interface ReleaseApp {
  /** `locals`: only the server's own calls set them (a publish's, src/render/republish-access.ts). */
  render(request: Request, locals?: Partial<App.Locals>): Promise<Response>;
  handle: NodeHandler;
  /** Gives its pages other published content (null: none, when another release is served). */
  showContent(content: LibraryContent | null): void;
}

/** A Request for the release's app, from a Node request (client address and host checked as @astrojs/node does). */
export function requestOf(req: IncomingMessage): Request {
  return createRequestFromNodeRequest(req);
}

/**
 * A release's Astro app, imported once per release folder (each release has its own, so Node's
 * module cache never serves stale chunks; importing it again gives the same module). Its
 * renders read the API through `api`, this server's app, in-process (null: over HTTP), and its
 * pages show `content` (the published content, src/server/services/rebuilds/published-content.ts).
 */
export async function importRelease(dir: string, api: ApiFetch | null, content?: PublishedContent): Promise<ReleaseApp> {
  const entryFile = path.join(dir, 'server', 'entry.mjs');
  const entry = (await import(`${pathToFileURL(entryFile).href}?v=${fs.statSync(entryFile).mtimeMs}`)) as ReleaseEntry;
  if (api) entry.connectApi(async (input, init) => api(new Request(input, init)));
  const showContent = (shown: LibraryContent | null) => entry.connectContent?.(shown);
  if (content !== undefined) showContent(content);
  const render = (request: Request, locals?: Partial<App.Locals>) => entry.render(request, locals);
  const handle: NodeHandler = (req, res, locals) => {
    void Promise.resolve()
      .then(async () => writeResponse(await render(requestOf(req), locals), res))
      .catch(() => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
  };
  return { render, handle, showContent };
}

export function hasBuild(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'server', 'entry.mjs'));
}
