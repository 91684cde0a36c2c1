import build from 'virtual:hdx/site-build';
import { inEveryLocale, localePaths } from '../lib/i18n/locale-param';
import { loadLibrary } from './library';
import type { Library } from './library-of';
import { postDetailOf } from './published-post';
import { momentsOfTechniques } from '../lib/moments';
import { isReservedRootSegment, nameSlug } from '../lib/slug';
import type { Post } from '../lib/types';

/**
 * getStaticPaths helpers of the page files under src/pages/[...locale]/. Each returns the
 * params and the entity as a prop, once per language. `astro build` pre-renders them; the Node
 * server renders them on demand from the same entries (src/render/published-pages.ts), and its
 * code build pre-renders none (`prerender` false). `pattern` is the route's path with its parameters
 * in brackets, e.g. `/weapons/[slug]`.
 */
type Entry = { params: Record<string, string | undefined>; props?: unknown };

/**
 * How the Node server's page table calls a page's getStaticPaths (src/render/published-pages.ts);
 * astro build calls it with its own options.
 */
export const PAGE_TABLE = { pageTable: true } as const;
type Caller = { pageTable?: boolean } | undefined;

/**
 * Every entry for the server's page table and for a build that pre-renders; none for the Node
 * server's code build (src/server/site/site-build.ts), whose pages render on demand.
 */
const built = <E extends Entry>(entries: E[], caller: Caller): E[] =>
  build.prerender || caller?.pageTable ? entries : [];

/**
 * The moments (chapters tied to a technique) a master's or manuscript's page lists go in its
 * props.
 */
function momentsOf(library: Library, link: 'masterId' | 'manuscriptId', id: number) {
  return momentsOfTechniques(
    library.momentsByTechnique,
    library.techniques.filter((technique) => technique[link] === id).map((technique) => technique.id),
  );
}

/** A page without parameters (text pages, forms, lists): the page in every language. */
export function pagePerLocale(caller?: Caller) {
  return built(localePaths(), caller);
}

export async function masterHistoryNamePaths(caller?: Caller) {
  const library = await loadLibrary();
  return built(
    inEveryLocale(
      library.masterHistories
        .filter((masterHistory) => nameSlug(masterHistory.name) && nameSlug(masterHistory.name) !== 'wpm-details')
        .map((masterHistory) => ({
          params: { name: nameSlug(masterHistory.name) },
          props: { masterHistory, moments: momentsOf(library, 'masterId', masterHistory.id) },
        })),
    ),
    caller,
  );
}

export async function masterHistoryIdPaths(caller?: Caller) {
  const library = await loadLibrary();
  return built(
    inEveryLocale(
      library.masterHistories.map((masterHistory) => ({
        params: { id: String(masterHistory.id) },
        props: { masterHistory, moments: momentsOf(library, 'masterId', masterHistory.id) },
      })),
    ),
    caller,
  );
}

export async function manuscriptPaths(caller?: Caller) {
  const library = await loadLibrary();
  return built(
    inEveryLocale(
      library.manuscripts.map((manuscript) => ({
        params: { slug: manuscript.slug },
        props: { manuscript, moments: momentsOf(library, 'manuscriptId', manuscript.id) },
      })),
    ),
    caller,
  );
}

export async function techniquePaths(caller?: Caller) {
  const library = await loadLibrary();
  return built(
    inEveryLocale(
      library.techniques.map((technique) => ({
        params: { slug: technique.slug },
        props: { technique, moments: library.momentsByTechnique.get(technique.id) ?? [] },
      })),
    ),
    caller,
  );
}

export async function weaponPaths(caller?: Caller) {
  const library = await loadLibrary();
  return built(
    inEveryLocale(library.weapons.map((weapon) => ({ params: { slug: weapon.slug }, props: { weapon } }))),
    caller,
  );
}

/** /application and /sparring always exist (they are in the main navigation), with or without posts. */
export const ALWAYS_BUILT_TYPES = ['application', 'sparring'];

/** Posts shown on a content type page (post-type-page.astro), most recent first. */
export const CONTENT_TYPE_PAGE_SIZE = 48;

export async function postTypePaths(caller?: Caller) {
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
  return built(inEveryLocale(paths), caller);
}

/**
 * At most `staticPostsMax` post pages per language, the most viewed (the Netlify build gives
 * 50,000: Netlify refuses more than 54,000 files in one folder); the others render on demand.
 */
function staticPosts(library: Library): Post[] {
  const max = build.staticPostsMax ?? Infinity;
  return library.posts.length > max ? library.postsByViews.slice(0, max) : library.posts;
}

/**
 * The post pages astro build pre-renders for a static host (Netlify). The Node server renders
 * them on demand (`[...id].astro`, behind its page cache) and never asks for these entries.
 */
export async function postPaths(caller?: Caller) {
  const library = await loadLibrary();
  return built(
    inEveryLocale(
      staticPosts(library).map((post) => ({
        params: { id: String(post.id) },
        props: { post: postDetailOf(library, post) },
      })),
    ),
    caller,
  );
}
