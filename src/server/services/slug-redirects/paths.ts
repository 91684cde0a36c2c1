import { isReservedRootSegment, nameSlug } from '../../../lib/slug';
import type { SlugKind } from '../../db/schema';

/**
 * Where each kind of library entry has its page, and the segment of it that follows its
 * name: the slug for weapons, manuscripts and techniques; the spec's lower-cased,
 * hyphenated name for masters (/history/{name}) and content types (/{name}).
 */
const BASES: Record<SlugKind, string> = {
  weapon: '/weapons/',
  manuscript: '/manuscripts/',
  technique: '/techniques/',
  master: '/history/',
  'post-type': '/',
};

export interface LibraryRow {
  slug: string;
  name: string;
}

export function segmentOf(kind: SlugKind, row: LibraryRow): string {
  return kind === 'master' || kind === 'post-type' ? nameSlug(row.name) : row.slug;
}

/** Whether the site builds a page at this segment (a master named "WPM details" or a content type named "News" has none). */
export function hasPage(kind: SlugKind, segment: string): boolean {
  if (!segment) return false;
  if (kind === 'master') return segment !== 'wpm-details';
  if (kind === 'post-type') return !isReservedRootSegment(segment);
  return true;
}

/** The page's path in English (the French one is under /fr). */
export function pagePath(kind: SlugKind, segment: string): string {
  return `${BASES[kind]}${encodeURIComponent(segment)}`;
}

const LOCALE_PREFIX = /^\/fr(?=\/|$)/;
const NESTED = /^\/(weapons|manuscripts|techniques|history)\/([^/]+)\/?$/;
const ROOT = /^\/([^/]+)\/?$/;
const KIND_OF_BASE: Record<string, SlugKind> = {
  weapons: 'weapon',
  manuscripts: 'manuscript',
  techniques: 'technique',
  history: 'master',
};

export interface LibraryPath {
  /** '' (English) or '/fr'. */
  prefix: string;
  kind: SlugKind;
  /** Decoded. */
  segment: string;
}

/** The library page a request path may name (/fr/weapons/longsword, /history/fiore-dei-liberi, /sparring), if any. */
export function parseLibraryPath(pathname: string): LibraryPath | null {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[0] ?? '';
  const rest = pathname.slice(prefix.length);
  const nested = NESTED.exec(rest);
  const [kind, raw] = nested ? [KIND_OF_BASE[nested[1]!]!, nested[2]!] : ['post-type' as const, ROOT.exec(rest)?.[1]];
  if (raw === undefined) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return hasPage(kind, segment) ? { prefix, kind, segment } : null;
}
