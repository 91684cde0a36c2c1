import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;
export type ApiFetch = (request: Request) => Promise<Response>;

/** What a release's server entry exports (release-entry.ts). */
interface ReleaseEntry {
  render(request: Request, locals?: Partial<App.Locals>): Promise<Response>;
  connectApi(api: typeof fetch): void;
}

/** A release's Astro app, loaded in this thread: renders a request in-process. */
export interface ReleaseApp {
  /** `locals`: only the server's own calls set them (a publish's, src/render/republish-access.ts). */
  render(request: Request, locals?: Partial<App.Locals>): Promise<Response>;
  handle: NodeHandler;
}

/** A Request for the release's app, from a Node request (client address and host checked as @astrojs/node does). */
export function requestOf(req: IncomingMessage): Request {
  return createRequestFromNodeRequest(req);
}

/**
 * A release's Astro app, imported once per release folder (each release has its own, so Node's
 * module cache never serves stale chunks; importing it again gives the same module). Its
 * renders read the API through `api`, this server's app, in-process (null: over HTTP).
 */
export async function importRelease(dir: string, api: ApiFetch | null): Promise<ReleaseApp> {
  const entryFile = path.join(dir, 'server', 'entry.mjs');
  const entry = (await import(`${pathToFileURL(entryFile).href}?v=${fs.statSync(entryFile).mtimeMs}`)) as ReleaseEntry;
  if (api) entry.connectApi(async (input, init) => api(new Request(input, init)));
  const render = (request: Request, locals?: Partial<App.Locals>) => entry.render(request, locals);
  const handle: NodeHandler = (req, res) => {
    void Promise.resolve()
      .then(async () => writeResponse(await render(requestOf(req)), res))
      .catch(() => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
  };
  return { render, handle };
}

export function hasBuild(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'server', 'entry.mjs'));
}
