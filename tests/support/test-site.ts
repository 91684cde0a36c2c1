import fs from 'node:fs';
import path from 'node:path';
import { PublishedSite, type PublishedSiteOptions } from '../../src/server/site/published-site';

/**
 * A minimal but real site build's server entry: an app that answers every page with the names
 * of the weapons of the published content it shows (and the posts it hides), as the site
 * build's entry exports them (src/server/site/site-entry.ts).
 */
export const NAMING_ENTRY = `let shown = null;
let hidden = [];
export const connectApi = () => {};
export const showContent = (content, hiddenPosts = []) => { shown = content; hidden = hiddenPosts; };
export const hasPublishedPage = async () => false;
export const render = async () => new Response(shown ? 'weapons: ' + shown.weapons.map((w) => w.name).join(', ') : 'nothing published');`;

/** Writes a site build whose server entry is `entry` into `dir`. */
export function writeSiteBuild(dir: string, entry = NAMING_ENTRY): void {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', 'entry.mjs'), entry);
}

/** A server's site on a site build written in `dir` (`entry`), loaded, showing nothing published yet. */
export async function loadedSite<S extends PublishedSite>(
  dir: string,
  options: { entry?: string; site?: Partial<PublishedSiteOptions>; Site?: new (options: PublishedSiteOptions) => S } = {},
): Promise<S> {
  writeSiteBuild(dir, options.entry);
  const Site = options.Site ?? (PublishedSite as unknown as new (options: PublishedSiteOptions) => S);
  const site = new Site({ siteDir: dir, publicUrl: 'http://localhost:4321', ...options.site });
  await site.load(null);
  return site;
}
