import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryMatch } from '../../src/features/search/logic/library-match';
import type { FilterGroup } from '../../src/features/search/logic/pagefind-index';
import type { SearchResult } from '../../src/features/search/logic/search-logic';
import {
  $didYouMean,
  $entityMatches,
  $filterCache,
  $search,
  $searchInput,
  $selectedFilters,
  $suggestions,
  addFilters,
  configureSearch,
  initialSearchState,
  loadMore,
  resetSearch,
  setActivePage,
  submitSearch,
  toggleFilter,
} from '../../src/features/search/stores/search';

const post = (id: number, views: number): SearchResult => ({ id, views, title: `Post ${id}` });
const ZORNHAU: LibraryMatch = { category: 'techniques', id: 3, name: 'Zornhau', nameFr: '', slug: 'zornhau' };

/** A small library answering like the API: posts by title words and by section name. */
const POSTS: Record<string, SearchResult[]> = {
  'contentType:Sparring': [post(1, 10), post(2, 300), post(3, 50)],
  'martialArt:Longsword': [post(2, 300), post(4, 9000)],
  'techniques:Nowhere': [],
  'contentType:Drill': Array.from({ length: 8 }, (_, i) => post(20 + i, i)),
};

function setup(pathname = '/news') {
  const calls = { text: [] as string[], section: [] as string[], navigations: [] as string[] };
  configureSearch({
    searchByText: async (text) => {
      calls.text.push(text);
      return {
        value: {
          results: text === 'zornhau' || text === 'Zornhau' ? [post(7, 5), post(8, 70)] : [],
          entities: text === 'Zornhau' ? [ZORNHAU] : [],
          didYouMean: text === 'zornhaw' ? 'Zornhau' : null,
        },
        source: 'api',
      };
    },
    searchBySection: async (group: FilterGroup, name: string) => {
      calls.section.push(`${group}:${name}`);
      return { value: POSTS[`${group}:${name}`] ?? [], source: 'api' };
    },
    findPageMatches: async () => [],
    pathname: () => pathname,
    goToResults: (query) => calls.navigations.push(query),
  });
  return calls;
}

beforeEach(() => {
  $search.set({ ...initialSearchState });
  $filterCache.set({});
  resetSearch();
  $suggestions.set([]);
  $searchInput.set('');
});

describe('text search submit (spec §4)', () => {
  it('ignores empty text', async () => {
    const calls = setup();
    await submitSearch('   ');
    expect(calls.text).toEqual([]);
    expect($search.get().activeSearch).toBe(false);
  });

  it('loads results, marks the search active, flags a text search, clears suggestions and input, then moves to /search-results', async () => {
    const calls = setup('/news');
    $suggestions.set([{ category: 'techniques', id: 1, name: 'Zornhau', title: null }]);
    $searchInput.set('zornhau');
    await submitSearch('zornhau');
    expect(calls.text).toEqual(['zornhau']);
    expect($search.get()).toMatchObject({ activeSearch: true, isTextSearch: true, activePage: 1 });
    expect($search.get().searchResults.map((r) => r.id)).toEqual([7, 8]);
    expect($suggestions.get()).toEqual([]);
    expect($searchInput.get()).toBe('');
    expect(calls.navigations).toEqual(['zornhau']);
  });

  it('stays on / and on /search-results', async () => {
    for (const path of ['/', '/search-results', '/fr/search-results']) {
      const calls = setup(path);
      await submitSearch('zornhau');
      expect(calls.navigations, path).toEqual([]);
    }
  });

  it('is active even when nothing matches (the screen then says so)', async () => {
    setup('/');
    await submitSearch('qwxzv');
    expect($search.get()).toMatchObject({ activeSearch: true, isTextSearch: true, searchResults: [] });
  });

  it('a suggestion searches its name or title: a library entry comes with its card, which a new search clears', async () => {
    const calls = setup('/');
    await submitSearch({ category: 'techniques', id: 3, name: 'Zornhau', title: null });
    expect(calls).toMatchObject({ text: ['Zornhau'], section: [] });
    expect($search.get()).toMatchObject({ isTextSearch: true, activeSearch: true });
    expect($search.get().searchResults.map((r) => r.id)).toEqual([7, 8]);
    expect($entityMatches.get()).toEqual([ZORNHAU]);
    await submitSearch({ category: 'post', id: 9, name: null, title: 'zornhau' });
    expect(calls.text).toEqual(['Zornhau', 'zornhau']);
    expect($entityMatches.get()).toEqual([]);
    await submitSearch({ category: 'techniques', id: 3, name: 'Zornhau', title: null });
    await toggleFilter('contentType', 'Sparring');
    expect($entityMatches.get()).toEqual([]);
  });

  it('keeps the correction of a misspelt search until the next search', async () => {
    setup('/');
    await submitSearch('zornhaw');
    expect($didYouMean.get()).toBe('Zornhau');
    await submitSearch('Zornhau');
    expect($didYouMean.get()).toBeNull();
    await submitSearch('zornhaw');
    await toggleFilter('contentType', 'Sparring');
    expect($didYouMean.get()).toBeNull();
  });

  it('logs a failed search and shows no results', async () => {
    configureSearch({
      searchByText: () => Promise.reject(new Error('Search failed: 400 {"message":"Error 400: Invalid input"}')),
      searchBySection: () => Promise.reject(new Error('unused')),
      findPageMatches: async () => [],
      pathname: () => '/',
      goToResults: () => {},
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await submitSearch('zornhau');
    expect(log).toHaveBeenCalledOnce();
    expect($search.get().searchResults).toEqual([]);
    log.mockRestore();
  });
});

describe('filter sidebar (spec §4)', () => {
  it('toggling adds a value; results are merged across groups, de-duplicated by id and sorted by views', async () => {
    setup('/');
    await toggleFilter('contentType', 'Sparring');
    await toggleFilter('martialArt', 'Longsword');
    expect($selectedFilters.get()).toMatchObject({ contentType: ['Sparring'], martialArt: ['Longsword'] });
    expect($search.get().searchResults.map((r) => r.id)).toEqual([4, 2, 3, 1]);
    expect($search.get()).toMatchObject({ activeSearch: true, isTextSearch: false, activePage: 1 });
  });

  it('fetches each value once: toggling it off and on again uses the cache', async () => {
    const calls = setup('/');
    await toggleFilter('contentType', 'Sparring');
    await toggleFilter('contentType', 'Sparring');
    expect($selectedFilters.get().contentType).toEqual([]);
    expect($search.get()).toMatchObject({ activeSearch: false, searchResults: [] });
    await toggleFilter('contentType', 'Sparring');
    expect(calls.section).toEqual(['contentType:Sparring']);
    expect($filterCache.get()['contentType:Sparring']).toHaveLength(3);
  });

  it('moves to /search-results only when results exist and the page is not / or /search-results', async () => {
    let calls = setup('/news');
    await toggleFilter('techniques', 'Nowhere');
    expect(calls.navigations).toEqual([]);
    expect($search.get().activeSearch).toBe(false);
    await toggleFilter('contentType', 'Sparring');
    expect(calls.navigations).toEqual(['']);
    calls = setup('/');
    await toggleFilter('martialArt', 'Longsword');
    expect(calls.navigations).toEqual([]);
  });

  it('values checked before the sidebar hydrated join the selection once; none new changes nothing', async () => {
    const calls = setup('/');
    await toggleFilter('contentType', 'Sparring');
    await addFilters([
      ['contentType', 'Sparring'],
      ['martialArt', 'Longsword'],
    ]);
    expect($selectedFilters.get()).toMatchObject({ contentType: ['Sparring'], martialArt: ['Longsword'] });
    expect($search.get().searchResults.map((r) => r.id)).toEqual([4, 2, 3, 1]);
    const selected = $selectedFilters.get();
    await addFilters([['martialArt', 'Longsword']]);
    expect($selectedFilters.get()).toBe(selected);
    expect(calls.section).toEqual(['contentType:Sparring', 'martialArt:Longsword']);
  });

  it('a text search unchecks the sidebar', async () => {
    setup('/');
    await toggleFilter('contentType', 'Sparring');
    await submitSearch('zornhau');
    expect($selectedFilters.get().contentType).toEqual([]);
    expect($search.get().isTextSearch).toBe(true);
  });
});

describe('pages and load-more (spec §4)', () => {
  it('sets the active page only within 1..ceil(results / 6)', () => {
    $search.setKey(
      'searchResults',
      Array.from({ length: 13 }, (_, i) => post(i + 1, i)),
    );
    setActivePage(3);
    expect($search.get().activePage).toBe(3);
    setActivePage(4);
    expect($search.get().activePage).toBe(3);
    setActivePage(0);
    expect($search.get().activePage).toBe(1);
  });

  it("starts narrow screens at 5 visible results and 'Voir plus' adds 6", async () => {
    setup('/');
    await toggleFilter('contentType', 'Sparring');
    expect($search.get().visibleResults).toBe(5);
    loadMore();
    loadMore();
    expect($search.get().visibleResults).toBe(17);
  });

  it('a page chosen while the new results load is kept, within their pages', async () => {
    setup('/');
    const shown = Array.from({ length: 13 }, (_, i) => post(i + 1, i));
    $search.setKey('searchResults', shown);
    const drill = toggleFilter('contentType', 'Drill');
    setActivePage(2);
    await drill;
    expect($search.get()).toMatchObject({ activePage: 2 });
    expect($search.get().searchResults).toHaveLength(8);

    $search.setKey('searchResults', shown);
    const longsword = toggleFilter('martialArt', 'Longsword');
    setActivePage(3);
    await longsword;
    // 10 results (8 drills, 2 longsword): page 3 of the old results is page 2, the last.
    expect($search.get().searchResults).toHaveLength(10);
    expect($search.get().activePage).toBe(2);
  });

  it('new results start again on page 1 with 5 visible', async () => {
    setup('/');
    $search.set({ ...$search.get(), activePage: 2, visibleResults: 11 });
    await toggleFilter('martialArt', 'Longsword');
    expect($search.get()).toMatchObject({ activePage: 1, visibleResults: 5 });
  });

  it('resetSearch (home path, logo) makes the search inactive, unchecks the sidebar and keeps the module displayed', async () => {
    setup('/');
    $search.setKey('searchModuleIsDisplayed', true);
    await toggleFilter('contentType', 'Sparring');
    resetSearch();
    expect($search.get()).toEqual({ ...initialSearchState, searchModuleIsDisplayed: true });
    expect($selectedFilters.get().contentType).toEqual([]);
  });
});
