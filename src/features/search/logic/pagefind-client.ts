import { currentData, mergeDelta } from '../../../lib/pagefind-layers';
import { FILTER_GROUPS, type CardData, type FilterGroup, type PageKind } from './pagefind-index';
import type { SearchResult, Suggestion, SuggestionCategory } from './search-logic';

/**
 * The Pagefind bundle written by the build next to the pages (/pagefind/pagefind.js),
 * loaded at run time, never bundled by Vite: it answers the search while the API is down
 * and finds words inside page bodies.
 */
export const PAGEFIND_URL = '/pagefind/pagefind.js';
/** Fragments loaded per query: each is one small request, so results are capped. */
export const PAGEFIND_RESULT_LIMIT = 48;

type FilterValue = string | { any: string[] };

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[]>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(indexPath: string, options?: Record<string, unknown>): Promise<void>;
  search(
    term: string | null,
    options?: { filters?: Record<string, FilterValue>; sort?: Record<string, 'asc' | 'desc'> },
  ): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] } | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

interface LoadedPagefind {
  api: PagefindApi;
  /** Pages whose base-index records the delta index replaces (lib/pagefind-layers). */
  superseded: ReadonlySet<string>;
}

let loading: Promise<LoadedPagefind> | undefined;

export function loadPagefind(url = PAGEFIND_URL): Promise<LoadedPagefind> {
  loading ??= (async () => {
    const api = (await import(/* @vite-ignore */ url)) as PagefindApi;
    await api.options({ excerptLength: 24 });
    await api.init();
    return { api, superseded: await mergeDelta(api) };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A page of the library that matched inside its text (masters, manuscripts, techniques, weapons). */
export interface PageMatch {
  kind: PageKind;
  url: string;
  title: string;
  excerpt: string;
}

const LIBRARY_KINDS: PageKind[] = ['master', 'manuscript', 'technique', 'weapon'];
const CATEGORY_OF: Record<PageKind, SuggestionCategory> = {
  post: 'post',
  master: 'masterHistory',
  manuscript: 'manuscript',
  technique: 'techniques',
  weapon: 'martialArt',
};

async function dataOf(term: string | null, filters: Record<string, FilterValue>, limit: number, sortByViews = false) {
  const { api, superseded } = await loadPagefind();
  const answer = await api.search(term, { filters, ...(sortByViews ? { sort: { views: 'desc' as const } } : {}) });
  return currentData(answer?.results ?? [], superseded, limit);
}

export function cardOf(data: PagefindData): SearchResult | null {
  try {
    const card = JSON.parse(data.meta.card ?? '') as CardData;
    return typeof card.id === 'number' && typeof card.views === 'number' ? card : null;
  } catch {
    return null;
  }
}

const cards = (pages: PagefindData[]) => pages.map(cardOf).filter((card): card is SearchResult => card !== null);

export async function pagefindPostsByText(text: string, limit = PAGEFIND_RESULT_LIMIT): Promise<SearchResult[]> {
  return cards(await dataOf(text, { kind: 'post' }, limit));
}

export async function pagefindPostsBySection(
  group: FilterGroup,
  name: string,
  limit = PAGEFIND_RESULT_LIMIT,
): Promise<SearchResult[]> {
  return cards(await dataOf(null, { kind: 'post', [group]: name }, limit, true));
}

export async function pagefindPageMatches(text: string, limit = 6): Promise<PageMatch[]> {
  const pages = await dataOf(text, { kind: { any: LIBRARY_KINDS } }, limit);
  return pages.map((page) => ({
    kind: (page.meta.kind ?? 'master') as PageKind,
    url: page.url.length > 1 ? page.url.replace(/\/$/, '') : page.url,
    title: page.meta.title ?? page.url,
    excerpt: page.excerpt,
  }));
}

export async function pagefindSuggestions(text: string, limit = 10): Promise<Suggestion[]> {
  const pages = await dataOf(text, {}, limit);
  return pages.map((page) => {
    const kind = (page.meta.kind ?? 'post') as PageKind;
    const label = page.meta.title ?? '';
    const named = kind !== 'post' && kind !== 'manuscript';
    return {
      category: CATEGORY_OF[kind],
      id: Number(page.meta.id ?? 0),
      name: named ? label : null,
      title: named ? null : label,
    };
  });
}

/** The sidebar's values, as far as the indexed pages carry them. */
export async function pagefindFilterGroups(): Promise<Record<FilterGroup, string[]>> {
  const all = await (await loadPagefind()).api.filters();
  const sorted = (group: FilterGroup) => Object.keys(all[group] ?? {}).sort((a, b) => a.localeCompare(b));
  return Object.fromEntries(FILTER_GROUPS.map((group) => [group, sorted(group)])) as Record<FilterGroup, string[]>;
}
