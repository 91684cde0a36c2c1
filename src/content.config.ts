import { defineCollection } from 'astro:content';
import build from 'virtual:hdx/site-build';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import type { ContentSource } from './lib/content-api';
import { contentSources } from './render/content-sources';

/**
 * Content layer: the library and the posts are read over HTTP from the running HDX API
 * (never from the database) with the site's API client (src/lib/api). Every build reloads everything,
 * so removed entries disappear.
 */
function apiLoader(name: string, fetchAll: (client: ContentSource) => Promise<{ id: number }[]>): Loader {
  return {
    name: `hdx-api-${name}`,
    load: async ({ store, parseData, generateDigest, logger }) => {
      let items: { id: number }[];
      try {
        items = await fetchAll(await contentApi());
      } catch (error) {
        // A build (scripts/build-site.mjs, the server's code build) names its API and must fail
        // loudly; `astro check`, `astro sync` and `astro dev` (whose own API is not up yet
        // while loaders run) go on with what the store holds.
        if (build.apiUrl) throw error;
        logger.warn(`could not load ${name} from the API: ${String(error)}`);
        return;
      }
      store.clear();
      for (const item of items) {
        const id = String(item.id);
        const data = await parseData({ id, data: item as unknown as Record<string, unknown> });
        store.set({ id, data, digest: generateDigest(item as unknown as Record<string, unknown>) });
      }
      logger.info(`${items.length} ${name} loaded from the API`);
    },
  };
}

/**
 * A build reads the API its settings name, over HTTP. `astro dev` serves its API from inside the
 * dev server, which does not listen yet while the loaders run: there they call that API in-process.
 */
async function contentApi(): Promise<ContentSource> {
  if (build.apiUrl) return { base: build.apiUrl };
  if (process.argv[2] !== 'dev') return {};
  const { devApiFetch } = await import('./server/dev/dev-api');
  const handle = await devApiFetch();
  return {
    base: 'http://astro-dev.localhost/api',
    fetch: (input: RequestInfo | URL, init?: RequestInit) => handle(new Request(input, init)),
  };
}

const fromApi = <Name extends keyof typeof contentSources>(name: Name) =>
  defineCollection({
    loader: apiLoader(
      contentSources[name].label,
      (client) => contentSources[name].read(client) as Promise<{ id: number }[]>,
    ),
    schema: contentSources[name].schema,
  });

const posts = fromApi('posts');
const timelines = fromApi('timelines');
const postTypes = fromApi('postTypes');
const weapons = fromApi('weapons');
const masterHistories = fromApi('masterHistories');
const techniques = fromApi('techniques');
const manuscripts = fromApi('manuscripts');
const publicities = fromApi('publicities');
const sources = fromApi('sources');

/** FAQ, about and legal texts, one Markdown file per language: src/content/pages/{lng}/{page}.md */
const pages = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/pages' }),
  schema: z.object({ title: z.string(), description: z.string(), updated: z.string().optional() }),
});

export const collections = {
  posts,
  timelines,
  postTypes,
  weapons,
  masterHistories,
  techniques,
  manuscripts,
  publicities,
  sources,
  pages,
};
