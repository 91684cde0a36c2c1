import { getCollection } from 'astro:content';
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

async function fromCollections(): Promise<Library> {
  const entries = await Promise.all([
    getCollection('posts'),
    getCollection('masterHistories'),
    getCollection('manuscripts'),
    getCollection('techniques'),
    getCollection('weapons'),
    getCollection('postTypes'),
    getCollection('publicities'),
    getCollection('timelines'),
    getCollection('sources'),
  ]);
  return libraryOf({
    posts: entries[0].map((e) => e.data as Post),
    masterHistories: entries[1].map((e) => e.data as MasterHistory),
    manuscripts: entries[2].map((e) => e.data as Manuscript),
    techniques: entries[3].map((e) => e.data as Technique),
    weapons: entries[4].map((e) => e.data as Weapon),
    postTypes: entries[5].map((e) => e.data as PostType),
    publicities: entries[6].map((e) => e.data as Publicity),
    timelines: entries[7].map((e) => e.data as PostTimeline),
    sources: entries[8].map((e) => e.data as TechniqueSource),
  });
}

let cached: Promise<Library> | undefined;
let republishing: Promise<Library> | null = null;
/** The published content the Node server gave this release (`usePublishedContent`), its library made on first use. */
let published: { content: LibraryContent; library?: Promise<Library> } | null = null;

/**
 * Everything the pages show, with lookups. On the Node server, the published content it read
 * from the database (`usePublishedContent`); while a publish re-renders pages through a served
 * release (src/render/republish.ts), the content of that publish; in a build (Netlify, dev, the
 * code build of a full publish), what the content layer loaded from the API, built once.
 */
export function loadLibrary(): Promise<Library> {
  if (republishing) return republishing;
  if (published) {
    const { content } = published;
    published.library ??= Promise.resolve().then(() => libraryOf(content));
    return published.library;
  }
  cached ??= fromCollections();
  return cached;
}

/**
 * Called by the Node server (src/server/site/release-entry.ts `connectContent`) with the published
 * content when it serves this release, and with null when it serves another one: a release's
 * modules stay in memory once imported, its content need not.
 */
export function usePublishedContent(content: LibraryContent | null): void {
  published = content && { content };
}

/** The content a publish re-renders from (null: back to this release's own). */
export function useRepublishLibrary(library: Library | null): void {
  republishing = library && Promise.resolve(library);
}

export { links } from '../lib/links';
