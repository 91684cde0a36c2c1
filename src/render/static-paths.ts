import { inEveryLocale, localePaths } from '../lib/i18n/locale-param';
import { loadLibrary } from './library';
import type { Library } from './library-of';
import { buildsPages, contentKey, everythingKey, pageFile, pathnameOf, selectChanged, shellKey } from './page-keys';
import { postDetailOf } from './published-post';
import { momentsOfTechniques } from '../lib/moments';
import { withoutCounts } from '../lib/post-counts';
import { isReservedRootSegment, nameSlug } from '../lib/slug';
import type { Post } from '../lib/types';

/**
 * getStaticPaths helpers of the page files under src/pages/[...locale]/. Each returns the
 * params and the entity as a prop, once per language, and only the pages whose content key
 * changed on an incremental build (src/render/page-keys.ts); post pages have no key (`postPaths`).
 * `pattern` is the route's path with its parameters in brackets, e.g. `/weapons/[slug]`.
 */
type Entry = { params: Record<string, string | undefined>; props?: unknown };

function withKeys<E extends Entry>(pattern: string, entries: E[], keyOf: (entry: E) => string): E[] {
  return selectChanged(
    pattern,
    entries.map((entry) => ({ file: pageFile(pathnameOf(pattern, entry.params)), key: keyOf(entry), entry })),
  );
}

/**
 * The moments (chapters tied to a technique) a master's or manuscript's page lists go in its
 * props, and so into its key.
 */
function momentsOf(library: Library, link: 'masterId' | 'manuscriptId', id: number) {
  return momentsOfTechniques(
    library.momentsByTechnique,
    library.techniques.filter((technique) => technique[link] === id).map((technique) => technique.id),
  );
}

const entitiesKey = (library: Library) =>
  contentKey(shellKey(library), library.masterHistories, library.manuscripts, library.techniques, library.publicities);

/** The cards a library entity page shows: its twelve most viewed posts, and how many there are. */
const cardsKey = (posts: Post[] | undefined) => contentKey((posts ?? []).slice(0, 12).map(withoutCounts), posts?.length ?? 0);

/** A page without parameters that shows no library data (text pages, forms): the page in every language. */
export async function fixedPaths(pattern: string) {
  const library = await loadLibrary();
  const key = shellKey(library);
  return withKeys(pattern, localePaths(), () => key);
}

/** A page listing library entries (indexes, the search filters). */
export async function entityListPaths(pattern: string) {
  const library = await loadLibrary();
  const key = entitiesKey(library);
  return withKeys(pattern, localePaths(), () => key);
}

/** A page listing posts (home, news, trends): it changes with any post. */
export async function postListPaths(pattern: string) {
  const library = await loadLibrary();
  const key = everythingKey(library);
  return withKeys(pattern, localePaths(), () => key);
}

export async function masterHistoryNamePaths() {
  const library = await loadLibrary();
  const base = entitiesKey(library);
  return withKeys(
    '/history/[name]',
    inEveryLocale(
      library.masterHistories
        .filter((masterHistory) => nameSlug(masterHistory.name) && nameSlug(masterHistory.name) !== 'wpm-details')
        .map((masterHistory) => ({
          params: { name: nameSlug(masterHistory.name) },
          props: { masterHistory, moments: momentsOf(library, 'masterId', masterHistory.id) },
        })),
    ),
    ({ props }) =>
      contentKey(base, props.masterHistory, props.moments, cardsKey(library.postIndex.byMaster.get(props.masterHistory.id))),
  );
}

export async function masterHistoryIdPaths() {
  const library = await loadLibrary();
  const base = entitiesKey(library);
  return withKeys(
    '/history/wpm-details/[id]',
    inEveryLocale(
      library.masterHistories.map((masterHistory) => ({
        params: { id: String(masterHistory.id) },
        props: { masterHistory, moments: momentsOf(library, 'masterId', masterHistory.id) },
      })),
    ),
    ({ props }) =>
      contentKey(base, props.masterHistory, props.moments, cardsKey(library.postIndex.byMaster.get(props.masterHistory.id))),
  );
}

export async function manuscriptPaths() {
  const library = await loadLibrary();
  const base = entitiesKey(library);
  return withKeys(
    '/manuscripts/[slug]',
    inEveryLocale(
      library.manuscripts.map((manuscript) => ({
        params: { slug: manuscript.slug },
        props: { manuscript, moments: momentsOf(library, 'manuscriptId', manuscript.id) },
      })),
    ),
    ({ props }) =>
      contentKey(base, props.manuscript, props.moments, cardsKey(library.postIndex.byManuscript.get(props.manuscript.id))),
  );
}

export async function techniquePaths() {
  const library = await loadLibrary();
  const base = entitiesKey(library);
  return withKeys(
    '/techniques/[slug]',
    inEveryLocale(
      library.techniques.map((technique) => ({
        params: { slug: technique.slug },
        props: { technique, moments: library.momentsByTechnique.get(technique.id) ?? [] },
      })),
    ),
    ({ props }) =>
      contentKey(base, props.technique, props.moments, cardsKey(library.postIndex.byTechnique.get(props.technique.id))),
  );
}

export async function weaponPaths() {
  const library = await loadLibrary();
  const base = entitiesKey(library);
  return withKeys(
    '/weapons/[slug]',
    inEveryLocale(library.weapons.map((weapon) => ({ params: { slug: weapon.slug }, props: { weapon } }))),
    ({ props }) => contentKey(base, props.weapon, cardsKey(library.postIndex.byWeapon.get(props.weapon.id))),
  );
}

/** /application and /sparring always exist (they are in the main navigation), with or without posts. */
export const ALWAYS_BUILT_TYPES = ['application', 'sparring'];

/** Posts shown on a content type page (post-type-page.astro), most recent first. */
export const CONTENT_TYPE_PAGE_SIZE = 48;

export async function postTypePaths() {
  const library = await loadLibrary();
  const paths = library.postTypes
    .filter((type) => !isReservedRootSegment(nameSlug(type.name)))
    .map((type) => ({
      params: { type: nameSlug(type.name) },
      props: { typeId: type.id as number | null, fallbackName: type.name },
    }));
  for (const slug of ALWAYS_BUILT_TYPES) {
    if (!paths.some((path) => path.params.type === slug)) {
      paths.push({
        params: { type: slug },
        props: { typeId: null, fallbackName: slug[0]!.toUpperCase() + slug.slice(1) },
      });
    }
  }
  const shell = shellKey(library);
  return withKeys('/[type]', inEveryLocale(paths), ({ props }) => {
    const { typeId } = props;
    const posts = typeId === null ? [] : library.posts.filter((post) => post.postType?.id === typeId);
    return contentKey(shell, props, posts.slice(0, CONTENT_TYPE_PAGE_SIZE).map(withoutCounts), posts.length);
  });
}

/**
 * At most HDX_STATIC_POSTS_MAX post pages per language, the most viewed (the Netlify build sets
 * 50,000: Netlify refuses more than 54,000 files in one folder); the others render on demand.
 */
function staticPosts(library: Library): Post[] {
  const max = Number(process.env.HDX_STATIC_POSTS_MAX) || Infinity;
  return library.posts.length > max ? library.postsByViews.slice(0, max) : library.posts;
}

/**
 * The post pages astro build pre-renders for a static host (Netlify). The Node server renders
 * them on demand (`[...id].astro`, behind its page cache): neither its code build
 * (HDX_PRERENDER=none) nor a publish's plan (src/render/republish.ts) renders any.
 */
export async function postPaths() {
  if (!buildsPages()) return [];
  const library = await loadLibrary();
  return inEveryLocale(
    staticPosts(library).map((post) => ({ params: { id: String(post.id) }, props: { post: postDetailOf(library, post) } })),
  );
}
