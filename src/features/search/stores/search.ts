import { atom, map } from 'nanostores';
import type { LibraryMatch, TextResults } from '../logic/library-match';
import type { PageMatch } from '../logic/pagefind-client';
import { FILTER_GROUPS, type FilterGroup } from '../logic/pagefind-index';
import type { Answer, SearchSource } from '../logic/search-client';
import { $searchInput, $suggestions } from './search-box';
import {
  clampPage,
  filterKey,
  loadMoreCount,
  mergeResults,
  MOBILE_INITIAL_VISIBLE,
  navigatesAfterFilter,
  navigatesAfterTextSearch,
  suggestionText,
  type SearchResult,
  type Suggestion,
} from '../logic/search-logic';

export { type SearchResult, type Suggestion } from '../logic/search-logic';

/** Search state of spec §3, plus the text-search flag. */
export interface SearchState {
  searchResults: SearchResult[];
  activeSearch: boolean;
  activePage: number;
  searchModuleIsDisplayed: boolean;
  visibleResults: number;
  shouldScrollToResults: boolean;
  isTextSearch: boolean;
}

export const initialSearchState: SearchState = {
  searchResults: [],
  activeSearch: false,
  activePage: 1,
  searchModuleIsDisplayed: false,
  visibleResults: MOBILE_INITIAL_VISIBLE,
  shouldScrollToResults: false,
  isTextSearch: false,
};

export type SelectedFilters = Record<FilterGroup, string[]>;
const noFilters = (): SelectedFilters => ({ contentType: [], martialArt: [], masterHistory: [], techniques: [] });

export const $search = map<SearchState>({ ...initialSearchState });
export { $searchInput, $suggestions };
export const $selectedFilters = atom<SelectedFilters>(noFilters());
/** Results per sidebar value, fetched once (spec §4). */
export const $filterCache = atom<Record<string, SearchResult[]>>({});
/** The text of the last text search, and where its answer came from. */
export const $lastQuery = atom('');
export const $searchSource = atom<SearchSource>('api');
/** Library pages whose text matched the last text search (Pagefind). */
export const $pageMatches = atom<PageMatch[]>([]);
/** Library entries named by the last text search (the API): cards above its results. */
export const $entityMatches = atom<LibraryMatch[]>([]);
/** The library name nearest to the last text search when it found nothing ("did you mean"). */
export const $didYouMean = atom<string | null>(null);
export const $searchLoading = atom(false);

/** What the actions need from the outside world; replaced in unit tests. */
export interface SearchDeps {
  searchByText(text: string): Promise<Answer<TextResults>>;
  searchBySection(group: FilterGroup, name: string): Promise<Answer<SearchResult[]>>;
  findPageMatches(text: string): Promise<PageMatch[]>;
  pathname(): string;
  /** Goes to /search-results (in the page's language). */
  goToResults(query: string): void;
}

let deps: SearchDeps | undefined;

export function configureSearch(next: SearchDeps): void {
  deps = next;
}

function need(): SearchDeps {
  if (!deps) throw new Error('configureSearch() was not called');
  return deps;
}

/** Back to no active search; whether the module is displayed is a layout matter and stays. */
export function resetSearch(): void {
  $search.set({ ...initialSearchState, searchModuleIsDisplayed: $search.get().searchModuleIsDisplayed });
  $selectedFilters.set(noFilters());
  $pageMatches.set([]);
  $entityMatches.set([]);
  $didYouMean.set(null);
  $lastQuery.set('');
}

function showResults(results: SearchResult[], text: boolean, scroll: boolean): void {
  const current = $search.get();
  $search.set({
    ...current,
    searchResults: results,
    activeSearch: text || results.length > 0,
    isTextSearch: text,
    // The search started on page 1; a page chosen while its results were loading is kept.
    activePage: clampPage(current.activePage, results.length),
    visibleResults: MOBILE_INITIAL_VISIBLE,
    shouldScrollToResults: scroll,
  });
}

let sequence = 0;

/**
 * Spec §4 submit (Enter, the button or a suggestion): empty text is ignored; otherwise
 * loads the results, marks the search active, flags a text search, clears suggestions
 * and input, and moves to /search-results unless on / or /search-results. A suggestion
 * searches its name or title: a library entry's videos come with the entry's card.
 */
export async function submitSearch(input: string | Suggestion): Promise<void> {
  const text = typeof input === 'string' ? input.trim() : suggestionText(input);
  if (!text) return;
  const d = need();
  const run = ++sequence;
  $suggestions.set([]);
  $searchInput.set('');
  $selectedFilters.set(noFilters());
  $lastQuery.set(text);
  $search.setKey('activePage', 1);
  $pageMatches.set([]);
  $entityMatches.set([]);
  $didYouMean.set(null);
  $searchLoading.set(true);
  let answer: Answer<TextResults> = {
    value: { results: [], entities: [], didYouMean: null },
    source: $searchSource.get(),
  };
  try {
    answer = await d.searchByText(text);
  } catch (error) {
    console.error(error);
  }
  if (run !== sequence) return;
  $searchLoading.set(false);
  $searchSource.set(answer.source);
  $entityMatches.set(answer.value.entities);
  $didYouMean.set(answer.value.didYouMean);
  showResults(answer.value.results, true, false);
  void d.findPageMatches(text).then(
    (matches) => run === sequence && $pageMatches.set(matches),
    () => {},
  );
  if (navigatesAfterTextSearch(d.pathname())) d.goToResults(text);
}

/**
 * Spec §4 sidebar: toggling a value adds or removes it (see setFilters for the rest).
 */
export function toggleFilter(group: FilterGroup, name: string): Promise<void> {
  const current = $selectedFilters.get();
  const values = current[group].includes(name) ? current[group].filter((v) => v !== name) : [...current[group], name];
  return setFilters({ ...current, [group]: values });
}

/** Values added to the selection at once (boxes checked before the sidebar hydrated); none new, nothing happens. */
export function addFilters(values: readonly (readonly [FilterGroup, string])[]): Promise<void> {
  const current = $selectedFilters.get();
  const next = { ...current };
  for (const [group, name] of values) if (!next[group].includes(name)) next[group] = [...next[group], name];
  return FILTER_GROUPS.some((group) => next[group] !== current[group]) ? setFilters(next) : Promise.resolve();
}

/** Every active value removed at once ("Clear all"). */
export function clearFilters(): Promise<void> {
  return setFilters(noFilters());
}

/**
 * Spec §4 sidebar: each value's results are fetched once; results are merged,
 * de-duplicated and sorted by views; the search is active when any exists, flagged not a
 * text search; moves to /search-results when there are results and the page is not / or
 * /search-results. A new selection starts on page 1 at once, so the address written for
 * it (search-history.ts) never carries the previous page.
 */
export async function setFilters(selected: SelectedFilters, scroll = true): Promise<void> {
  const d = need();
  const run = ++sequence;
  $selectedFilters.set(selected);
  $lastQuery.set('');
  $pageMatches.set([]);
  $entityMatches.set([]);
  $didYouMean.set(null);
  $search.setKey('activePage', 1);
  const keys = FILTER_GROUPS.flatMap((g) => selected[g].map((value) => [g, value] as const));
  const missing = keys.filter(([g, value]) => !(filterKey(g, value) in $filterCache.get()));
  $searchLoading.set(missing.length > 0);
  await Promise.all(
    missing.map(async ([g, value]) => {
      try {
        const answer = await d.searchBySection(g, value);
        $searchSource.set(answer.source);
        $filterCache.set({ ...$filterCache.get(), [filterKey(g, value)]: answer.value });
      } catch (error) {
        console.error(error);
      }
    }),
  );
  if (run !== sequence) return;
  $searchLoading.set(false);
  const cache = $filterCache.get();
  const merged = mergeResults(keys.map(([g, value]) => cache[filterKey(g, value)] ?? []));
  showResults(merged, false, scroll);
  if (navigatesAfterFilter(d.pathname(), merged.length)) d.goToResults('');
}

/** Spec §4: the active page only within 1..ceil(results/6). */
export function setActivePage(page: number): void {
  $search.setKey('activePage', clampPage(page, $search.get().searchResults.length));
}

/** Spec §4: 'Voir plus' raises the visible results by 6. */
export function loadMore(): void {
  $search.setKey('visibleResults', loadMoreCount($search.get().visibleResults));
}

export function setSearchModuleDisplayed(displayed: boolean): void {
  if ($search.get().searchModuleIsDisplayed !== displayed) $search.setKey('searchModuleIsDisplayed', displayed);
}

export function scrollHandled(): void {
  if ($search.get().shouldScrollToResults) $search.setKey('shouldScrollToResults', false);
}

/** The sidebar's values per group: null until loaded, 'error' when neither source answered. */
export const $filterGroups = atom<Record<FilterGroup, string[]> | null | 'error'>(null);
let groupsLoading: Promise<void> | undefined;

export function loadFilterGroups(fetchGroups: () => Promise<Answer<Record<FilterGroup, string[]>>>): Promise<void> {
  if ($filterGroups.get() !== null && $filterGroups.get() !== 'error') return Promise.resolve();
  groupsLoading ??= fetchGroups().then(
    (answer) => $filterGroups.set(answer.value),
    (error: unknown) => {
      console.error(error);
      $filterGroups.set('error');
      groupsLoading = undefined;
    },
  );
  return groupsLoading;
}
