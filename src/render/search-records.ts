import { FILTER_GROUPS, type CardData, type FilterGroup, type PageKind } from '../features/search/logic/pagefind-index';
import { LOCALES, type Locale } from '../lib/i18n/config';
import { localizePath } from '../lib/i18n/paths';
import { descriptionIn, nameTextIn } from '../lib/library-text';
import { links } from '../lib/links';
import { withoutCounts } from '../lib/post-counts';
import { nameSlug } from '../lib/slug';
import type { Post, PostType } from '../lib/types';
import type { Library } from './library-of';

/**
 * One page of the search index, as Pagefind's `addCustomRecord` takes it: the page's address
 * (with its trailing slash, as Pagefind names a page file), its language (each language is its own
 * index, the one the browser loads on a page in that language), the searchable words, and the meta,
 * filters and `views` sort the search island reads (src/features/search/logic/pagefind-client.ts).
 */
export interface SearchRecord {
  url: string;
  language: Locale;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sort: Record<string, string>;
}

interface Indexed {
  kind: PageKind;
  id: number;
  /** The page's address, unprefixed (`/weapons/longsword`). */
  path: string;
  title: string;
  image?: string | null;
  views?: number;
  filters: Partial<Record<FilterGroup, (string | null | undefined)[]>>;
  /** What the page says about it: its name first, then its description and the names it lists. */
  words: (string | null | undefined)[];
  card?: CardData;
}

/** Filter values are the English names the API's `/search?{group}[]=` takes, on every language's page. */
function recordOf(page: Indexed, locale: Locale): SearchRecord {
  const filters: Record<string, string[]> = { kind: [page.kind] };
  for (const group of FILTER_GROUPS) {
    const values = (page.filters[group] ?? []).filter((value): value is string => !!value);
    if (values.length) filters[group] = values;
  }
  const meta: Record<string, string> = { kind: page.kind, id: String(page.id), title: page.title };
  if (page.image) meta.image = page.image;
  if (page.card) meta.card = JSON.stringify(page.card);
  return {
    url: `${localizePath(page.path, locale)}/`,
    language: locale,
    content: page.words.filter((word) => !!word?.trim()).join('\n'),
    meta,
    filters,
    // Every record gets a `views` sort: Pagefind leaves unsorted records out of a sorted search.
    sort: { views: String(page.views ?? 0) },
  };
}

const cardOf = (post: Post): CardData => ({
  id: post.id,
  title: post.title,
  posterUrl: post.posterUrl,
  views: post.views,
  price: post.price,
  rate: post.rate,
  likesCount: post.likesCount,
  user: post.user,
  durationSeconds: post.durationSeconds,
});

/** A post's page (`/videos/{id}`): its title, author, description, chapters and the library entries it names. */
function postPage(library: Library, postTypesById: ReadonlyMap<number, PostType>, post: Post, locale: Locale): Indexed {
  const named = <T extends { id: number }>(
    ref: T | null,
    byId: ReadonlyMap<number, Parameters<typeof nameTextIn>[0]>,
  ) => {
    const entry = ref ? byId.get(ref.id) : undefined;
    return entry ? nameTextIn(entry, locale) : undefined;
  };
  const chapters = library.timelinesByPost.get(post.id)?.chapters ?? [];
  const techniqueIds = new Set([
    ...post.techniques.map((technique) => technique.id),
    ...chapters.map((chapter) => chapter.techniqueId),
  ]);
  return {
    kind: 'post',
    id: post.id,
    path: links.post(post.id),
    title: post.title,
    image: post.posterUrl,
    views: post.views,
    filters: {
      contentType: [post.postType?.name],
      martialArt: [post.weapon?.name],
      masterHistory: [post.masterHistory?.name],
      techniques: post.techniques.map((technique) => technique.name),
    },
    words: [
      post.title,
      post.user.username,
      post.description,
      ...chapters.map((chapter) => chapter.title),
      named(post.postType, postTypesById),
      named(post.weapon, library.weaponsById),
      named(post.masterHistory, library.masterHistoriesById),
      named(post.manuscript, library.manuscriptsById),
      ...[...techniqueIds].map((id) => (id === null ? undefined : named({ id }, library.techniquesById))),
    ],
    card: cardOf(post),
  };
}

/** The library entries' pages, as each language shows them (the English where no French is written). */
function libraryPages(library: Library, locale: Locale): Indexed[] {
  const name = (entry: Parameters<typeof nameTextIn>[0]) => nameTextIn(entry, locale);
  const description = (entry: { description: string; descriptionFr?: string }) => descriptionIn(entry, locale).text;
  const weapons = library.weapons.map((weapon): Indexed => ({
    kind: 'weapon',
    id: weapon.id,
    path: links.weapon(weapon),
    title: name(weapon),
    image: weapon.fileUrl,
    filters: { martialArt: [weapon.name] },
    words: [
      name(weapon),
      description(weapon),
      ...library.techniques.filter((tq) => tq.weaponId === weapon.id).map(name),
    ],
  }));
  const techniques = library.techniques.map((technique): Indexed => ({
    kind: 'technique',
    id: technique.id,
    path: links.technique(technique),
    title: name(technique),
    image: technique.fileUrl,
    filters: {
      techniques: [technique.name],
      martialArt: [technique.weaponId ? library.weaponsById.get(technique.weaponId)?.name : undefined],
      masterHistory: [technique.masterId ? library.masterHistoriesById.get(technique.masterId)?.name : undefined],
    },
    words: [name(technique), description(technique)],
  }));
  // A master is indexed at his name's address; one whose name gives no address only has /history/wpm-details/{id}, not indexed.
  const masters = library.masterHistories
    .filter((master) => nameSlug(master.name) && nameSlug(master.name) !== 'wpm-details')
    .map((master): Indexed => {
      const names = (ids: number[]) =>
        ids
          .map((id) => library.masterHistoriesById.get(id))
          .filter((other) => other !== undefined)
          .map(name);
      return {
        kind: 'master',
        id: master.id,
        path: links.masterHistory(master),
        title: name(master),
        image: master.fileUrl,
        filters: { masterHistory: [master.name] },
        words: [
          name(master),
          description(master),
          ...names(master.influencedBy),
          ...names(master.influenced),
          ...library.manuscripts.filter((manuscript) => manuscript.authorId === master.id).map(name),
          ...library.techniques.filter((tq) => tq.masterId === master.id).map(name),
        ],
      };
    });
  const manuscripts = library.manuscripts.map((manuscript): Indexed => ({
    kind: 'manuscript',
    id: manuscript.id,
    path: links.manuscript(manuscript),
    title: name(manuscript),
    image: manuscript.fileUrl,
    filters: {
      masterHistory: [manuscript.authorId ? library.masterHistoriesById.get(manuscript.authorId)?.name : undefined],
    },
    // Its page lists its techniques by their own (English) names.
    words: [
      name(manuscript),
      description(manuscript),
      ...library.techniques.filter((tq) => tq.manuscriptId === manuscript.id).map((tq) => tq.name),
    ],
  }));
  return [...weapons, ...techniques, ...masters, ...manuscripts];
}

/**
 * The search index's records of the published content: every post's page and every library
 * entry's page, in each language. Content that is not published (a draft, a post taken down)
 * is not in `library`, so it has no record.
 */
export function searchRecords(library: Library, locales: readonly Locale[] = LOCALES): SearchRecord[] {
  const postTypesById = new Map(library.postTypes.map((type) => [type.id, type]));
  return locales.flatMap((locale) => [
    ...library.posts.map((post) => recordOf(postPage(library, postTypesById, post, locale), locale)),
    ...libraryPages(library, locale).map((page) => recordOf(page, locale)),
  ]);
}

/**
 * A record as a publish compares it with the last one's: without a post's live counters (in its
 * card and its `views` sort), which alone do not re-index it, as they do not re-render its page
 * (lib/post-counts.ts). The base index keeps the counts of its last full indexing meanwhile.
 */
export function shownRecord(record: SearchRecord): unknown {
  const { sort: _sort, meta, ...rest } = record;
  const { card, ...shownMeta } = meta;
  return { ...rest, meta: shownMeta, card: card === undefined ? null : withoutCounts(JSON.parse(card) as CardData) };
}
