import { stripLocale } from '../../../lib/i18n/paths';
import type { CardData, FilterGroup } from './pagefind-index';

export { SUGGESTION_CATEGORIES, suggestionText, type Suggestion, type SuggestionCategory } from './suggestion-logic';

/** Spec §9: page size 6; 5 visible first on narrow screens; 'Voir plus' adds 6; scroll offset 200 px. */
export const SEARCH_PAGE_SIZE = 6;
export const MOBILE_INITIAL_VISIBLE = 5;
export const LOAD_MORE_STEP = 6;
export const SCROLL_OFFSET_PX = 200;

/** Spec §3: result items have id and views; the rest is what a post card shows. */
export type SearchResult = Pick<CardData, 'id' | 'views'> & Partial<Omit<CardData, 'id' | 'views'>>;

/** Spec §4: merged across groups, de-duplicated by id, sorted by views descending (ties keep their order). */
export function mergeResults(lists: readonly (readonly SearchResult[])[]): SearchResult[] {
  const seen = new Set<number>();
  const merged: SearchResult[] = [];
  for (const list of lists) {
    for (const result of list) {
      if (seen.has(result.id)) continue;
      seen.add(result.id);
      merged.push(result);
    }
  }
  return merged.sort((a, b) => b.views - a.views);
}

export function pageCount(total: number): number {
  return Math.ceil(Math.max(0, total) / SEARCH_PAGE_SIZE);
}

/** Spec §4/§5: the active page stays within 1..ceil(results/6) (1 when there is nothing). */
export function clampPage(page: number, total: number): number {
  const last = Math.max(1, pageCount(total));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.trunc(page)));
}

export function pageSlice<T>(results: readonly T[], page: number): T[] {
  const start = (clampPage(page, results.length) - 1) * SEARCH_PAGE_SIZE;
  return results.slice(start, start + SEARCH_PAGE_SIZE);
}

/** Spec §4: load-more raises the visible results by 6. */
export function loadMoreCount(visible: number): number {
  return visible + LOAD_MORE_STEP;
}

/** Spec §4: previous is disabled on page 1, next on the last; hidden at one page or fewer. */
export function paginationState(page: number, total: number) {
  const pages = pageCount(total);
  const current = clampPage(page, total);
  return { pages, current, hidden: pages <= 1, previousDisabled: current <= 1, nextDisabled: current >= pages };
}

export const isHomePath = (pathname: string) => normalize(pathname) === '/';
export const isResultsPath = (pathname: string) => normalize(pathname) === '/search-results';

function normalize(pathname: string): string {
  const path = stripLocale(pathname || '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Spec §4: a text search moves to /search-results unless already on / or /search-results. */
export function navigatesAfterTextSearch(pathname: string): boolean {
  return !isHomePath(pathname) && !isResultsPath(pathname);
}

/** Spec §4: the sidebar moves to /search-results only when results exist and the page is not / or /search-results. */
export function navigatesAfterFilter(pathname: string, resultCount: number): boolean {
  return resultCount > 0 && navigatesAfterTextSearch(pathname);
}

/** Cache key of one sidebar value. */
export const filterKey = (group: FilterGroup, name: string) => `${group}:${name}`;
