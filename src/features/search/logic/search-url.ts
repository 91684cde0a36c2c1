import { FILTER_GROUPS, type FilterGroup } from './pagefind-index';

/**
 * The search as an address, so Back and shared links work: `?q=` for a text search, each
 * checked filter value as its group's parameter (repeated for several values), and `page`
 * from 2 on. For example `/search-results?contentType=Sparring&martialArt=Longsword&page=2`.
 */
export interface UrlSearchState {
  query: string;
  filters: Record<FilterGroup, string[]>;
  page: number;
}

const PAGE_PARAM = 'page';
const QUERY_PARAM = 'q';

export function readSearchUrl(search: string): UrlSearchState {
  const params = new URLSearchParams(search);
  const filters = {} as Record<FilterGroup, string[]>;
  for (const group of FILTER_GROUPS) {
    filters[group] = [
      ...new Set(
        params
          .getAll(group)
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ];
  }
  const page = Number(params.get(PAGE_PARAM));
  return {
    query: params.get(QUERY_PARAM)?.trim() ?? '',
    filters,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a search state ('' when there is nothing to say). */
export function searchUrlQuery(state: UrlSearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.append(QUERY_PARAM, state.query);
  for (const group of FILTER_GROUPS) for (const value of state.filters[group]) params.append(group, value);
  if (state.page > 1) params.append(PAGE_PARAM, String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const hasFilters = (filters: Record<FilterGroup, string[]>) =>
  FILTER_GROUPS.some((group) => filters[group].length > 0);
