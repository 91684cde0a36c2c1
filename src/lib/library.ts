import { getCollection } from 'astro:content';
import { nameSlug } from './slug';
import { indexPosts, type PostIndex } from './related';
import type { Manuscript, MasterHistory, Post, PostType, Publicity, Technique, Weapon } from './types';

export interface Library {
  posts: Post[];
  postsById: Map<number, Post>;
  /** Most viewed first, for lists and related posts. */
  postsByViews: Post[];
  postIndex: PostIndex;
  masterHistories: MasterHistory[];
  masterHistoriesById: Map<number, MasterHistory>;
  manuscripts: Manuscript[];
  manuscriptsById: Map<number, Manuscript>;
  techniques: Technique[];
  techniquesById: Map<number, Technique>;
  weapons: Weapon[];
  weaponsById: Map<number, Weapon>;
  postTypes: PostType[];
  publicities: Publicity[];
}

const byId = <T extends { id: number }>(items: T[]) => new Map(items.map((item) => [item.id, item]));
let cached: Promise<Library> | undefined;

/** Everything the content layer loaded from the API, with lookups; built once per build. */
export function loadLibrary(): Promise<Library> {
  cached ??= (async () => {
    const entries = await Promise.all([
      getCollection('posts'),
      getCollection('masterHistories'),
      getCollection('manuscripts'),
      getCollection('techniques'),
      getCollection('weapons'),
      getCollection('postTypes'),
      getCollection('publicities'),
    ]);
    const [posts, masterHistories, manuscripts, techniques, weapons, postTypes, publicities] = [
      entries[0].map((e) => e.data as Post),
      entries[1].map((e) => e.data as MasterHistory),
      entries[2].map((e) => e.data as Manuscript),
      entries[3].map((e) => e.data as Technique),
      entries[4].map((e) => e.data as Weapon),
      entries[5].map((e) => e.data as PostType),
      entries[6].map((e) => e.data as Publicity),
    ] as const;
    posts.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const postsByViews = [...posts].sort((a, b) => b.views - a.views || b.id - a.id);
    masterHistories.sort((a, b) => a.name.localeCompare(b.name));
    techniques.sort((a, b) => a.name.localeCompare(b.name));
    weapons.sort((a, b) => a.name.localeCompare(b.name));
    postTypes.sort((a, b) => a.name.localeCompare(b.name));
    manuscripts.sort((a, b) => (a.year ?? 9999) - (b.year ?? 9999) || a.title.localeCompare(b.title));
    publicities.sort((a, b) => a.id - b.id);
    return {
      posts,
      postsById: byId(posts),
      postsByViews,
      postIndex: indexPosts(postsByViews),
      masterHistories,
      masterHistoriesById: byId(masterHistories),
      manuscripts,
      manuscriptsById: byId(manuscripts),
      techniques,
      techniquesById: byId(techniques),
      weapons,
      weaponsById: byId(weapons),
      postTypes,
      publicities,
    };
  })();
  return cached;
}

/** Page addresses of the library entities (unprefixed; see i18n/paths for /fr). */
export const links = {
  post: (id: number) => `/videos/${id}`,
  profile: (userId: number) => `/profile/${userId}`,
  masterHistory: (masterHistory: { name: string }) => `/history/${encodeURIComponent(nameSlug(masterHistory.name))}`,
  masterHistoryById: (id: number) => `/history/wpm-details/${id}`,
  manuscript: (manuscript: { slug: string }) => `/manuscripts/${manuscript.slug}`,
  technique: (technique: { slug: string }) => `/techniques/${technique.slug}`,
  weapon: (weapon: { slug: string }) => `/weapons/${weapon.slug}`,
  postType: (type: { name: string }) => `/${encodeURIComponent(nameSlug(type.name))}`,
};
