import { getCollection } from 'astro:content';
import { libraryOf, type Library } from './library-of';
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
/** The published content the Node server gives the site build (`usePublishedContent`), its library made on first use. */
let published: { content: LibraryContent; library?: Promise<Library> } | null = null;

/**
 * Everything the pages show, with lookups. On the Node server, the published content it read
 * from the database (`usePublishedContent`); in a build (Netlify, dev), what the content layer
 * loaded from the API, built once.
 */
export function loadLibrary(): Promise<Library> {
  if (published) {
    const { content } = published;
    published.library ??= Promise.resolve().then(() => libraryOf(content));
    return published.library;
  }
  cached ??= fromCollections();
  return cached;
}

/**
 * Called by the Node server (src/server/site/site-entry.ts `showContent`) with the published
 * content, whenever it changes (a publish, a takedown).
 */
export function usePublishedContent(content: LibraryContent | null): void {
  published = content && { content };
}

export { links } from '../lib/links';
