import type { Post } from '../../../lib/types';

/**
 * What the pre-rendered pages tell Pagefind (run after `astro build`): the kind of page,
 * the four filter groups of the search sidebar (spec §3), a `views` sort and, for posts,
 * the data of a post card, so the search island can answer from Pagefind alone while the
 * API is down. Each tag becomes an empty hidden <span> inside the page's
 * data-pagefind-body element: values travel in an attribute, never in the indexed text.
 */
export const PAGE_KINDS = ['post', 'master', 'manuscript', 'technique', 'weapon'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The sidebar's groups, named as the API's `/search?{group}[]=` parameters. */
export const FILTER_GROUPS = ['contentType', 'martialArt', 'masterHistory', 'techniques'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** The post card fields carried in the `card` meta of a post page. */
export type CardData = Pick<
  Post,
  'id' | 'title' | 'posterUrl' | 'views' | 'price' | 'rate' | 'likesCount' | 'user' | 'durationSeconds'
>;

export type IndexTag = Record<string, string>;

const filter = (name: string, value: string): IndexTag => ({
  'data-pagefind-filter': `${name}[data-value]`,
  'data-value': value,
});
const meta = (name: string, value: string): IndexTag => ({
  'data-pagefind-meta': `${name}[data-value]`,
  'data-value': value,
});
const sort = (name: string, value: number): IndexTag => ({
  'data-pagefind-sort': `${name}[data-value]`,
  'data-value': String(value),
});

export interface IndexedPage {
  kind: PageKind;
  id: number;
  title: string;
  image?: string | null;
  views?: number;
  filters?: Partial<Record<FilterGroup, (string | null | undefined)[]>>;
}

/** Tags of any indexed page. Every page gets a `views` sort: Pagefind drops untagged pages when sorting. */
export function indexTags(page: IndexedPage, extra: IndexTag[] = []): IndexTag[] {
  const tags: IndexTag[] = [
    filter('kind', page.kind),
    meta('kind', page.kind),
    meta('id', String(page.id)),
    meta('title', page.title),
    sort('views', page.views ?? 0),
  ];
  if (page.image) tags.push(meta('image', page.image));
  for (const group of FILTER_GROUPS) {
    for (const value of page.filters?.[group] ?? []) if (value) tags.push(filter(group, value));
  }
  return [...tags, ...extra];
}

/** A post page: its sections as filters and its card data as meta. */
export function postIndexTags(post: Post): IndexTag[] {
  const card: CardData = {
    id: post.id,
    title: post.title,
    posterUrl: post.posterUrl,
    views: post.views,
    price: post.price,
    rate: post.rate,
    likesCount: post.likesCount,
    user: post.user,
    durationSeconds: post.durationSeconds,
  };
  return indexTags(
    {
      kind: 'post',
      id: post.id,
      title: post.title,
      image: post.posterUrl,
      views: post.views,
      filters: {
        contentType: [post.postType?.name],
        martialArt: [post.weapon?.name],
        masterHistory: [post.masterHistory?.name],
        techniques: post.techniques.map((technique) => technique.name),
      },
    },
    [meta('card', JSON.stringify(card))],
  );
}
