import { beforeEach, describe, expect, it } from 'vitest';
import type { FilterGroup } from '../../src/features/search/logic/pagefind-index';
import { readSearchUrl, searchUrlQuery } from '../../src/features/search/logic/search-url';
import {
  $filterCache,
  $search,
  $selectedFilters,
  clearFilters,
  configureSearch,
  initialSearchState,
  resetSearch,
  setActivePage,
  toggleFilter,
} from '../../src/features/search/stores/search';

const none = { contentType: [], martialArt: [], masterHistory: [], techniques: [] };

describe('the search in the address (issue 16)', () => {
  it('writes the query, each checked value and the page from 2 on, and reads them back', () => {
    const state = {
      query: '',
      filters: { ...none, contentType: ['Sparring'], martialArt: ['Longsword', 'Sword and buckler'] },
      page: 2,
    };
    const query = searchUrlQuery(state);
    expect(query).toBe('?contentType=Sparring&martialArt=Longsword&martialArt=Sword+and+buckler&page=2');
    expect(readSearchUrl(query)).toEqual(state);
    expect(searchUrlQuery({ query: 'zorn', filters: none, page: 1 })).toBe('?q=zorn');
    expect(searchUrlQuery({ query: '', filters: none, page: 1 })).toBe('');
  });

  it('ignores unknown parameters, empty and repeated values, and a page that is not 2 or more', () => {
    const read = readSearchUrl('?utm=x&techniques=&techniques=Zornhau&techniques=Zornhau&page=-3&weapon=Spear');
    expect(read).toEqual({ query: '', filters: { ...none, techniques: ['Zornhau'] }, page: 1 });
    expect(readSearchUrl('?page=abc').page).toBe(1);
    expect(readSearchUrl('?page=2.5').page).toBe(1);
  });
});

describe('filter actions behind the chips', () => {
  beforeEach(() => {
    $search.set({ ...initialSearchState });
    $filterCache.set({});
    resetSearch();
    configureSearch({
      searchByText: async () => ({ value: { results: [], entities: [], didYouMean: null }, source: 'api' }),
      searchBySection: async (_group: FilterGroup, name: string) => ({
        value: Array.from({ length: 8 }, (_, i) => ({ id: name.length * 100 + i, views: i })),
        source: 'api',
      }),
      findPageMatches: async () => [],
      pathname: () => '/search-results',
      goToResults: () => {},
    });
  });

  it('a new selection starts on page 1 at once, before its results arrive', async () => {
    await toggleFilter('contentType', 'Sparring');
    setActivePage(2);
    const pending = toggleFilter('martialArt', 'Longsword');
    expect($search.get().activePage).toBe(1);
    await pending;
    expect($search.get().searchResults).toHaveLength(16);
  });

  it('"Clear all" removes every value and ends the search', async () => {
    await toggleFilter('contentType', 'Sparring');
    await toggleFilter('martialArt', 'Longsword');
    await clearFilters();
    expect($selectedFilters.get()).toEqual(none);
    expect($search.get()).toMatchObject({ activeSearch: false, searchResults: [] });
  });
});
