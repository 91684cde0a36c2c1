
/** Where a release keeps the slim copies of its indexed pages (beside `client/`, never served). */
export const SEARCH_SOURCE_DIR = 'search-source';

/**
 * The part of a page Pagefind reads: the `<html lang>` (the page's language) and the element
 * carrying `data-pagefind-body` (with its filter, meta and sort tags). Everything else (head,
 * header, footer, island props) is ignored by Pagefind once a page has a body element, so the
 * slim copy indexes exactly like the page, at a tenth of the bytes to parse. Null when the page
 * is not indexed.
 */
export function slimForIndex(html: string): string | null {
  const marker = html.indexOf(' data-pagefind-body');
  if (marker === -1) return null;
  const start = html.lastIndexOf('<', marker);
  const tag = /^<([a-zA-Z0-9-]+)/.exec(html.slice(start, marker + 1))?.[1];
  if (!tag) return null;
  const open = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  open.lastIndex = html.indexOf('>', marker) + 1;
  let depth = 1;
  let end = -1;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) {
      end = match.index + match[0].length;
      break;
    }
  }
  if (end === -1) return null;
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? 'en';
  return `<!doctype html><html lang="${lang}"><body>${html.slice(start, end)}</body></html>`;
}


/**
 * Builds a Pagefind index from the slim copies in `sourceDir` into `outputDir` (a release's
 * `client/pagefind/`, or its delta index): the same records, filters, meta and sorts as
 * `pagefind --site client`, without parsing whole pages.
 */
export async function indexSlimCopies(sourceDir: string, outputDir: string): Promise<number> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: sourceDir });
    if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: outputDir });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    return added.page_count;
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}
