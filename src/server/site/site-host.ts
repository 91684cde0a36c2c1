import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildingPage } from './building-page';
import { StaticFiles } from './static-files';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export function hasBuild(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'server', 'entry.mjs'));
}

/**
 * Serves one built Astro site (static files and on-demand pages through the
 * @astrojs/node handler) and can switch to another build at once: requests started on
 * the old build finish there, new ones go to the new build. Until a build exists it
 * answers a 503 "being built" page.
 */
export class SiteHost {
  private handler: NodeHandler | null = null;
  private files: StaticFiles | null = null;
  private dir: string | null = null;
  private readonly onResponse: (res: ServerResponse) => void;

  /** `onResponse` sets headers common to every page response (security headers). */
  constructor(onResponse: (res: ServerResponse) => void = () => {}) {
    this.onResponse = onResponse;
  }

  get ready(): boolean {
    return this.handler !== null;
  }

  get servedDir(): string | null {
    return this.dir;
  }

  /** Imports a build's entry (each build has its own folder, so Node's module cache never serves stale chunks). */
  async load(dir: string): Promise<void> {
    process.env.ASTRO_NODE_AUTOSTART = 'disabled';
    const entry = path.join(dir, 'server', 'entry.mjs');
    const mod = (await import(`${pathToFileURL(entry).href}?v=${fs.statSync(entry).mtimeMs}`)) as { handler: NodeHandler };
    const files = await StaticFiles.load(path.join(dir, 'client'));
    // Both switch together, so a request never mixes two builds.
    this.handler = mod.handler;
    this.files = files;
    this.dir = dir;
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    this.onResponse(res);
    const handler = this.handler;
    const files = this.files;
    if (handler && files) {
      files
        .serve(req, res)
        .then((served) => {
          if (!served) handler(req, res);
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
}
