import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { currentData, mergeDelta } from '../../src/lib/pagefind-layers';

interface PagefindModule {
  options(options: { basePath: string }): Promise<void>;
  init(): Promise<void>;
  mergeIndex(indexPath: string): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<{ url: string; meta: Record<string, string> }> }[] }>;
  destroy(): Promise<void>;
}

/**
 * Searches the Pagefind index a server serves, as the browser does: its own pagefind.js (saved
 * to a temp file, since Node imports modules from files) fetching the index over HTTP, with the
 * release's delta index merged in (src/lib/pagefind-layers). Returns the `title` meta of the
 * first current results.
 */
export async function searchTitles(baseUrl: string, term: string, count = 10): Promise<string[]> {
  const source = await (await fetch(`${baseUrl}/pagefind/pagefind.js`)).text();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-pagefind-'));
  const file = path.join(dir, 'pagefind.mjs');
  fs.writeFileSync(file, source);
  try {
    const pagefind = (await import(pathToFileURL(file).href)) as PagefindModule;
    await pagefind.options({ basePath: `${baseUrl}/pagefind/` });
    await pagefind.init();
    const superseded = await mergeDelta(pagefind, baseUrl);
    const { results } = await pagefind.search(term);
    const data = await currentData(results, superseded, count);
    await pagefind.destroy();
    return data.map((entry) => entry.meta.title ?? '');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
