import { getCollection } from 'astro:content';
import { indexMoments, type Moment } from './moments';
import { indexPosts, type PostIndex } from './related';
import type { Manuscript, MasterHistory, Post, PostTimeline, PostType, Publicity, Technique, Weapon } from './types';

export interface Library {
  posts: Post[];
  postsById: Map<number, Post>;
  /** Most viewed first, for lists and related posts. */
  postsByViews: Post[];
  postIndex: PostIndex;
  /** Chapters and captions by post id (posts without any are absent). */
  timelinesByPost: Map<number, PostTimeline>;
  /** The chapters tied to each technique, as moments of their videos. */
  momentsByTechnique: Map<number, Moment[]>;
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
      getCollection('timelines'),
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
    const timelines = entries[7].map((e) => e.data as PostTimeline);
    posts.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const postsByViews = [...posts].sort((a, b) => b.views - a.views || b.id - a.id);
    masterHistories.sort((a, b) => a.name.localeCompare(b.name));
    techniques.sort((a, b) => a.name.localeCompare(b.name));
    weapons.sort((a, b) => a.name.localeCompare(b.name));
    postTypes.sort((a, b) => a.name.localeCompare(b.name));
    manuscripts.sort((a, b) => (a.year ?? 9999) - (b.year ?? 9999) || a.title.localeCompare(b.title));
    publicities.sort((a, b) => a.id - b.id);
    const postsById = byId(posts);
    return {
      posts,
      postsById,
      postsByViews,
      postIndex: indexPosts(postsByViews),
      timelinesByPost: byId(timelines),
      momentsByTechnique: indexMoments(timelines, postsById),
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

export { links } from './links';
