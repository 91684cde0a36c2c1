import { inEveryLocale } from './i18n/locale-param';
import { loadLibrary } from './library';
import { isReservedRootSegment, nameSlug } from './slug';

/**
 * getStaticPaths helpers of the page files under src/pages/[...locale]/. Each returns the
 * params and the entity as a prop, once per language.
 */
export async function masterHistoryNamePaths() {
  const { masterHistories } = await loadLibrary();
  return inEveryLocale(
    masterHistories
      .filter((masterHistory) => nameSlug(masterHistory.name) && nameSlug(masterHistory.name) !== 'wpm-details')
      .map((masterHistory) => ({ params: { name: nameSlug(masterHistory.name) }, props: { masterHistory } })),
  );
}

export async function masterHistoryIdPaths() {
  const { masterHistories } = await loadLibrary();
  return inEveryLocale(
    masterHistories.map((masterHistory) => ({ params: { id: String(masterHistory.id) }, props: { masterHistory } })),
  );
}

export async function manuscriptPaths() {
  const { manuscripts } = await loadLibrary();
  return inEveryLocale(manuscripts.map((manuscript) => ({ params: { slug: manuscript.slug }, props: { manuscript } })));
}

export async function techniquePaths() {
  const { techniques } = await loadLibrary();
  return inEveryLocale(techniques.map((technique) => ({ params: { slug: technique.slug }, props: { technique } })));
}

export async function weaponPaths() {
  const { weapons } = await loadLibrary();
  return inEveryLocale(weapons.map((weapon) => ({ params: { slug: weapon.slug }, props: { weapon } })));
}

/** /application and /sparring always exist (they are in the main navigation), with or without posts. */
export const ALWAYS_BUILT_TYPES = ['application', 'sparring'];

export async function postTypePaths() {
  const { postTypes } = await loadLibrary();
  const paths = postTypes
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
  return inEveryLocale(paths);
}

export async function postPaths() {
  const { posts } = await loadLibrary();
  return inEveryLocale(posts.map((post) => ({ params: { id: String(post.id) }, props: { post } })));
}
