import fs from 'node:fs/promises';
import path from 'node:path';
import { LOCALES } from '../../lib/i18n/config';
import { localizePath } from '../../lib/i18n/paths';
import { links } from '../../lib/links';
import { pageFile } from '../../render/page-keys';

const ENTRY_LIMIT = 45_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sitemap of an incremental build, written like @astrojs/sitemap's (sitemap-index.xml and
 * sitemap-N.xml of at most 45,000 addresses): the integration only sees the pages the build
 * rendered, this lists every page of the release.
 */
export async function writeSitemap(client: string, publicUrl: string, pageFiles: string[]): Promise<void> {
  const site = publicUrl.replace(/\/$/, '');
  const urls = pageFiles
    .map((file) => `${site}/${file.replace(/index\.html$/, '')}`)
    .sort();
  const old = (await fs.readdir(client)).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  await Promise.all(old.map((name) => fs.rm(path.join(client, name))));
  const names: string[] = [];
  for (let start = 0, n = 0; start < urls.length || n === 0; start += ENTRY_LIMIT, n += 1) {
    const name = `sitemap-${n}.xml`;
    names.push(name);
    const body = urls
      .slice(start, start + ENTRY_LIMIT)
      .map((url) => `<url><loc>${escapeXml(encodeURI(url))}</loc></url>`)
      .join('');
    await fs.writeFile(
      path.join(client, name),
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`,
    );
  }
  const index = names.map((name) => `<sitemap><loc>${escapeXml(`${site}/${name}`)}</loc></sitemap>`).join('');
  await fs.writeFile(
    path.join(client, 'sitemap-index.xml'),
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${index}</sitemapindex>`,
  );
}

/** The page files of the posts in every language: rendered on demand, in the sitemap all the same. */
export function postPageFiles(posts: readonly { id: number }[]): string[] {
  return LOCALES.flatMap((locale) => posts.map((post) => pageFile(localizePath(links.post(post.id), locale))));
}
