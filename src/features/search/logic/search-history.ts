import {
  $lastQuery,
  $search,
  $selectedFilters,
  resetSearch,
  setActivePage,
  setFilters,
  submitSearch,
} from '../stores/search';
import { isHomePath, isResultsPath } from './search-logic';
import { hasFilters, readSearchUrl, searchUrlQuery, type UrlSearchState } from './search-url';

/**
 * Keeps the address of / and /search-results in step with the search (search-url.ts): a
 * new query, selection or page is a new history entry, so Back and Forward walk through
 * them, and opening an address (a reload, a shared link) puts its search back.
 */

let restoring = false;
let scheduled = false;

const keepsSearchInUrl = (pathname: string) => isHomePath(pathname) || isResultsPath(pathname);

export function currentUrlState(): UrlSearchState {
  return { query: $lastQuery.get(), filters: $selectedFilters.get(), page: $search.get().activePage };
}

function write(mode: 'push' | 'replace'): void {
  const { pathname, search, hash } = window.location;
  if (!keepsSearchInUrl(pathname)) return;
  const next = searchUrlQuery(currentUrlState());
  if (next === search) return;
  if (mode === 'push') window.history.pushState(window.history.state, '', pathname + next + hash);
  else window.history.replaceState(window.history.state, '', pathname + next + hash);
}

/** One entry per user action: the stores an action sets together are written once. */
function schedule(): void {
  if (restoring || scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    if (!restoring) write('push');
  });
}

/** Shows the search an address holds; with nothing in it, no search. */
async function apply(state: UrlSearchState): Promise<void> {
  restoring = true;
  try {
    if (hasFilters(state.filters)) await setFilters(state.filters, false);
    else if (state.query) {
      if (state.query !== $lastQuery.get()) await submitSearch(state.query);
    } else resetSearch();
    setActivePage(state.page);
  } finally {
    restoring = false;
  }
  write('replace');
}

const isEmpty = (state: UrlSearchState) => !state.query && !hasFilters(state.filters) && state.page === 1;

/** Called once the session restored what it carried across pages (search-session.ts). */
export function startSearchHistory(): void {
  const { pathname, search } = window.location;
  if (keepsSearchInUrl(pathname)) {
    const state = readSearchUrl(search);
    // A bare address keeps what the session carried (the home path has reset it already).
    if (isEmpty(state)) write('replace');
    else void apply(state);
  }
  for (const store of [$lastQuery, $selectedFilters, $search]) store.listen(schedule);
  window.addEventListener('popstate', () => {
    if (!keepsSearchInUrl(window.location.pathname)) return;
    const state = readSearchUrl(window.location.search);
    // A change of the hash only (a skip link) leaves the search as it is.
    if (searchUrlQuery(state) !== searchUrlQuery(currentUrlState())) void apply(state);
  });
}
