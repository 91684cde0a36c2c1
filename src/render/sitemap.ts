import { LOCALES } from '../lib/i18n/config';
import { localizePath } from '../lib/i18n/paths';
import { links } from '../lib/links';
import { builtPathOf } from '../lib/page-path';
import { loadLibrary } from './library';
import { publishedPaths } from './published-pages';

/** Addresses per sitemap file, as @astrojs/sitemap writes them (the protocol allows 50,000). */
const ENTRY_LIMIT = 45_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' };

/** Every page address of the published content, post pages included, sorted: `https://…/weapons/longsword/`. */
async function addresses(site: URL): Promise<string[]> {
  const library = await loadLibrary();
  const posts = LOCALES.flatMap((locale) => library.posts.map((post) => localizePath(links.post(post.id), locale)));
  const base = site.href.replace(/\/$/, '');
  return [...(await publishedPaths()), ...posts].map((path) => `${base}${builtPathOf(path)}`).sort();
}

/**
 * The Node server's sitemap (src/pages/sitemap-index.xml.ts, sitemap-[n].xml.ts), as
 * @astrojs/sitemap writes it for astro build: an index of files of at most 45,000 addresses.
 */
export async function sitemapIndex(site: URL): Promise<Response> {
  const count = Math.max(1, Math.ceil((await addresses(site)).length / ENTRY_LIMIT));
  const base = site.href.replace(/\/$/, '');
  const entries = Array.from({ length: count }, (_, n) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${n}.xml`)}</loc></sitemap>`);
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`,
    { headers: XML },
  );
}

/** Sitemap file `n` (from 0), or null past the last one. */
export async function sitemapFile(site: URL, n: number): Promise<Response | null> {
  const urls = (await addresses(site)).slice(n * ENTRY_LIMIT, (n + 1) * ENTRY_LIMIT);
  if (!urls.length && n > 0) return null;
  const body = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join('');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`,
    { headers: XML },
  );
}
