import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LibraryContent } from '../../lib/types';

export type ApiFetch = (request: Request) => Promise<Response>;

/** The published content a site shows (null before the first publish). */
export type ShownContent = LibraryContent | null;

/** A site build's Astro app, loaded in this thread (its server entry, site-entry.ts): renders a request in-process. */
export interface SiteApp {
  render(request: Request): Promise<Response>;
  /** Gives its pages other published content. */
  show(shown: ShownContent): void;
  /** Whether the published content it shows has a page at `pathname`. */
  hasPage(pathname: string): Promise<boolean>;
}

/**
 * The site build in `dir`. Its renders read the API through `api`, this server's app, in-process
 * (null: over HTTP), and its pages show `shown` (the published content).
 */
export async function importSite(dir: string, api: ApiFetch | null, shown: ShownContent): Promise<SiteApp> {
  const entry = (await import(pathToFileURL(path.join(dir, 'server', 'entry.mjs')).href)) as {
    render(request: Request): Promise<Response>;
    connectApi(api: typeof fetch): void;
    showContent(content: ShownContent): void;
    hasPublishedPage(pathname: string): Promise<boolean>;
  };
  if (api) entry.connectApi(async (input, init) => api(new Request(input, init)));
  entry.showContent(shown);
  return {
    render: (request) => entry.render(request),
    show: (content) => entry.showContent(content),
    hasPage: (pathname) => entry.hasPublishedPage(pathname),
  };
}
