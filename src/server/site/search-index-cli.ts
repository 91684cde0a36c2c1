import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readContent } from '../../render/content-sources';
import { libraryOf } from '../../render/library-of';
import { searchRecords } from '../../render/search-records';
import { indexSearch } from './search-layers';

/**
 * The Netlify build's search index (`scripts/build-site.mjs`, after `astro build`): the records of
 * the content the API at `--api` answers, written into the built site's `--client` folder by the
 * same code as a publish's (bundled as dist/hdx/search-index.mjs).
 */
const { values } = parseArgs({ options: { api: { type: 'string' }, client: { type: 'string' } } });
if (!values.api || !values.client)
  throw new Error('Usage: search-index.mjs --api <API URL> --client <site client folder>');
const started = performance.now();
const content = await readContent({ base: values.api });
const { indexed } = await indexSearch({
  dir: path.resolve(values.client),
  records: searchRecords(libraryOf(content)),
  previousDir: null,
});
// The manifest is for the Node server's next delta; a static host keeps no previous index.
fs.rmSync(path.join(path.resolve(values.client), 'search.json'), { force: true });
console.log(`Indexed ${indexed} pages for search in ${((performance.now() - started) / 1000).toFixed(1)} s`);
