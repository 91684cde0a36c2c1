import {
  ManuscriptSchema,
  MasterHistorySchema,
  PostSchema,
  PostTimelineSchema,
  PostTypeSchema,
  PublicitySchema,
  TechniqueSchema,
  WeaponSchema,
} from '../contract';
import { TechniqueSourceSchema } from '../contract/folios';
import { fetchAllPosts, fetchList, type ContentSource } from '../lib/content-api';
import type { LibraryContent } from '../lib/types';

/**
 * What the site's pages are built from: each collection's API read and its schema (every entry
 * is one of the API's answers, so its schema is the contract's). The content layer loads them
 * (src/content.config.ts); a publish reads them the same way, in-process
 * (src/server/services/rebuilds/rebuild-manager.ts).
 */
export const contentSources = {
  posts: { label: 'posts', read: (source: ContentSource) => fetchAllPosts(source), schema: PostSchema },
  // Chapters and captions of the posts that have any, by post id: the post lists stay lean.
  timelines: { label: 'post timelines', read: (source: ContentSource) => fetchList(source, 'GET /posts/timelines'), schema: PostTimelineSchema },
  postTypes: { label: 'content types', read: (source: ContentSource) => fetchList(source, 'GET /post_types'), schema: PostTypeSchema },
  weapons: { label: 'weapons', read: (source: ContentSource) => fetchList(source, 'GET /weapons'), schema: WeaponSchema },
  masterHistories: {
    label: 'master histories',
    read: (source: ContentSource) => fetchList(source, 'GET /master_histories'),
    schema: MasterHistorySchema,
  },
  techniques: { label: 'techniques', read: (source: ContentSource) => fetchList(source, 'GET /techniques'), schema: TechniqueSchema },
  manuscripts: { label: 'manuscripts', read: (source: ContentSource) => fetchList(source, 'GET /manuscripts'), schema: ManuscriptSchema },
  publicities: { label: 'publicities', read: (source: ContentSource) => fetchList(source, 'GET /publicities'), schema: PublicitySchema },
  // The passages of manuscripts linked to techniques (their regions), for technique pages.
  sources: { label: 'technique sources', read: (source: ContentSource) => fetchList(source, 'GET /sources'), schema: TechniqueSourceSchema },
} as const;

/** Every collection read and checked against its schema, as the content layer would. */
export async function readContent(source: ContentSource): Promise<LibraryContent> {
  const names = Object.keys(contentSources) as (keyof LibraryContent)[];
  const lists = await Promise.all(
    names.map(async (name) => {
      const { read, schema } = contentSources[name];
      const items = (await read(source)) as unknown[];
      return items.map((item) => schema.parse(item));
    }),
  );
  return Object.fromEntries(names.map((name, i) => [name, lists[i]])) as unknown as LibraryContent;
}
