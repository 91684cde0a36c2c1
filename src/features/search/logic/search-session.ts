import {
  $didYouMean,
  $entityMatches,
  $filterCache,
  $lastQuery,
  $pageMatches,
  $search,
  $searchSource,
  $selectedFilters,
  configureSearch,
  resetSearch,
  setSearchModuleDisplayed,
  type SearchState,
  type SelectedFilters,
} from '../stores/search';
import { localizePath } from '../../../lib/i18n/paths';
import type { LibraryMatch } from './library-match';
import type { PageMatch } from './pagefind-client';
import { fetchFilterGroups, findPageMatches, searchBySection, searchByText, type SearchSource } from './search-client';
import { DESKTOP_QUERY } from '../../../lib/viewport';
import { isHomePath, isResultsPath, type SearchResult } from './search-logic';
import { pageLocale } from './search-texts';
import { startSearchHistory } from './search-history';
import { searchUrlQuery } from './search-url';

export { fetchFilterGroups };

/**
 * Wires the search store to the browser once per page: the real API/Pagefind calls,
 * navigation to /search-results, the state carried across that navigation in
 * sessionStorage, the reset on the home path and the module's default display.
 */
export const STORAGE_KEY = 'hdx-search';

interface Saved {
  search: SearchState;
  selected: SelectedFilters;
  cache: Record<string, SearchResult[]>;
  query: string;
  source: SearchSource;
  pageMatches: PageMatch[];
  entityMatches: LibraryMatch[];
  didYouMean: string | null;
}

let started = false;

function save(): void {
  const saved: Saved = {
    search: $search.get(),
    selected: $selectedFilters.get(),
    cache: $filterCache.get(),
    query: $lastQuery.get(),
    source: $searchSource.get(),
    pageMatches: $pageMatches.get(),
    entityMatches: $entityMatches.get(),
    didYouMean: $didYouMean.get(),
  };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Private mode or full storage: the search still works on this page.
  }
}

function restore(): Saved | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Saved | null;
    return saved && Array.isArray(saved.search?.searchResults) ? saved : null;
  } catch {
    return null;
  }
}

export function startSearchSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const locale = pageLocale();
  configureSearch({
    searchByText,
    searchBySection,
    findPageMatches,
    pathname: () => window.location.pathname,
    goToResults: (query) => {
      const path = localizePath('/search-results', locale);
      window.location.assign(path + searchUrlQuery({ query, filters: $selectedFilters.get(), page: 1 }));
    },
  });
  const path = window.location.pathname;
  const urlQuery = new URLSearchParams(window.location.search).get('q')?.trim() ?? '';
  const saved = restore();
  if (isHomePath(path)) {
    // Spec §2: on the home path the search state is reset to inactive.
    resetSearch();
    if (saved) $filterCache.set(saved.cache);
  } else if (saved && (!isResultsPath(path) || !urlQuery || urlQuery === saved.query)) {
    $search.set({ ...saved.search, shouldScrollToResults: false });
    $selectedFilters.set(saved.selected);
    $filterCache.set(saved.cache);
    $lastQuery.set(saved.query);
    $searchSource.set(saved.source);
    $pageMatches.set(saved.pageMatches ?? []);
    $entityMatches.set(saved.entityMatches ?? []);
    $didYouMean.set(saved.didYouMean ?? null);
  }
  if ($search.get().isTextSearch && $lastQuery.get() && !$pageMatches.get().length) {
    // The submit navigated here before its full-text matches arrived.
    const query = $lastQuery.get();
    findPageMatches(query).then(
      (matches) => $lastQuery.get() === query && $pageMatches.set(matches),
      () => {},
    );
  }
  const wide = window.matchMedia(DESKTOP_QUERY);
  setSearchModuleDisplayed(wide.matches);
  wide.addEventListener('change', () => setSearchModuleDisplayed(wide.matches));
  for (const store of [
    $search,
    $selectedFilters,
    $filterCache,
    $lastQuery,
    $searchSource,
    $pageMatches,
    $entityMatches,
    $didYouMean,
  ])
    store.listen(save);
  save();
  // The address has the last word: a shared link or Back shows its own search.
  startSearchHistory();
}
