import { indexMoments, type Moment } from '../lib/moments';
import { byViews } from '../lib/post-counts';
import { indexPosts, type PostIndex } from '../lib/related';
import type {
  LibraryContent,
  Manuscript,
  MasterHistory,
  Post,
  PostTimeline,
  PostType,
  Publicity,
  Technique,
  TechniqueSource,
  Weapon,
} from '../lib/types';

/** The published content as every page reads it: sorted, with lookups by id and the post indexes. */
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
  /** The passages of manuscripts that teach each technique (folio regions). */
  sourcesByTechnique: Map<number, TechniqueSource[]>;
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

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The library of some content, sorted and indexed as every page reads it. */
export function libraryOf(content: LibraryContent): Library {
  const posts = [...content.posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const postsByViews = byViews(posts);
  const masterHistories = [...content.masterHistories].sort((a, b) => a.name.localeCompare(b.name));
  const techniques = [...content.techniques].sort((a, b) => a.name.localeCompare(b.name));
  const weapons = [...content.weapons].sort((a, b) => a.name.localeCompare(b.name));
  const postTypes = [...content.postTypes].sort((a, b) => a.name.localeCompare(b.name));
  const manuscripts = [...content.manuscripts].sort(
    (a, b) => (a.year ?? 9999) - (b.year ?? 9999) || a.title.localeCompare(b.title),
  );
  const publicities = [...content.publicities].sort((a, b) => a.id - b.id);
  const postsById = byId(posts);
  return {
    posts,
    postsById,
    postsByViews,
    postIndex: indexPosts(postsByViews),
    timelinesByPost: byId(content.timelines),
    momentsByTechnique: indexMoments(content.timelines, postsById),
    sourcesByTechnique: groupBy(content.sources, (source) => source.techniqueId!),
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
}
