import { describe, expect, it } from 'vitest';
import {
  clampPage,
  loadMoreCount,
  mergeResults,
  navigatesAfterFilter,
  navigatesAfterTextSearch,
  pageCount,
  pageSlice,
  paginationState,
  type SearchResult,
  type Suggestion,
} from '../../src/features/search/logic/search-logic';
import { cycleIndex, keepSuggestions } from '../../src/features/search/logic/suggestion-logic';

const result = (id: number, views: number): SearchResult => ({ id, views, title: `Post ${id}` });
const many = (n: number) => Array.from({ length: n }, (_, i) => result(i + 1, 1000 - i));

describe('merging sidebar results (spec §4)', () => {
  it('merges the lists of every group, de-duplicated by id, sorted by views descending', () => {
    const sparring = [result(1, 50), result(2, 900)];
    const longsword = [result(2, 900), result(3, 10), result(4, 5000)];
    const merged = mergeResults([sparring, longsword]);
    expect(merged.map((r) => r.id)).toEqual([4, 2, 1, 3]);
    expect(merged.map((r) => r.views)).toEqual([5000, 900, 50, 10]);
  });

  it('gives nothing for no lists and keeps a single list sorted by views', () => {
    expect(mergeResults([])).toEqual([]);
    expect(mergeResults([[result(1, 1), result(2, 3)]]).map((r) => r.id)).toEqual([2, 1]);
  });
});

describe('pages and load-more (spec §4, §9: 6 a page, 5 first, +6)', () => {
  it('counts ceil(results / 6) pages', () => {
    expect([0, 1, 6, 7, 12, 13].map(pageCount)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('keeps the active page within 1..ceil(results / 6)', () => {
    expect(clampPage(0, 13)).toBe(1);
    expect(clampPage(-4, 13)).toBe(1);
    expect(clampPage(3, 13)).toBe(3);
    expect(clampPage(4, 13)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(Number.NaN, 13)).toBe(1);
  });

  it('slices 6 results per page', () => {
    const results = many(13);
    expect(pageSlice(results, 1).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageSlice(results, 3).map((r) => r.id)).toEqual([13]);
    expect(pageSlice(results, 9).map((r) => r.id)).toEqual([13]);
  });

  it('hides the pagination at one page or fewer; previous disabled on page 1, next on the last', () => {
    expect(paginationState(1, 6).hidden).toBe(true);
    expect(paginationState(1, 0).hidden).toBe(true);
    expect(paginationState(1, 7)).toMatchObject({
      hidden: false,
      pages: 2,
      previousDisabled: true,
      nextDisabled: false,
    });
    expect(paginationState(2, 7)).toMatchObject({ previousDisabled: false, nextDisabled: true });
  });

  it("'Voir plus' adds 6 to the visible results", () => {
    expect(loadMoreCount(5)).toBe(11);
    expect(loadMoreCount(11)).toBe(17);
  });
});

describe('suggestions (spec §4, §5)', () => {
  const list: Suggestion[] = [
    { category: 'techniques', id: 1, name: 'Zornhau', title: null },
    { category: 'post', id: 2, name: null, title: 'Breaking the thrust into ZOGHO stretto' },
    { category: 'masterHistory', id: 3, name: 'Achille Marozzo', title: null },
    { category: 'martialArt', id: 4, name: 'Épée de cour', title: null },
  ];

  it('keeps only suggestions whose name or title contains the typed text, ignoring case', () => {
    expect(keepSuggestions(list, 'zo').map((s) => s.id)).toEqual([1, 2, 3]);
    expect(keepSuggestions(list, 'ZOGHO').map((s) => s.id)).toEqual([2]);
    expect(keepSuggestions(list, 'rapier')).toEqual([]);
  });

  it('ignores accents as the API does, and keeps nothing for empty text', () => {
    expect(keepSuggestions(list, 'epee').map((s) => s.id)).toEqual([4]);
    expect(keepSuggestions(list, '   ')).toEqual([]);
  });

  it('ArrowDown/Tab and ArrowUp/Shift+Tab cycle circularly', () => {
    expect(cycleIndex(-1, 1, 3)).toBe(0);
    expect(cycleIndex(-1, -1, 3)).toBe(2);
    expect(cycleIndex(2, 1, 3)).toBe(0);
    expect(cycleIndex(0, -1, 3)).toBe(2);
    expect(cycleIndex(1, 1, 3)).toBe(2);
    expect(cycleIndex(0, 1, 0)).toBe(-1);
  });
});

describe('navigation rules (spec §4)', () => {
  it('a text search moves to /search-results unless on / or /search-results (in either language)', () => {
    for (const path of ['/news', '/history/hans-talhoffer', '/fr/trends', '/videos/3'])
      expect(navigatesAfterTextSearch(path), path).toBe(true);
    for (const path of ['/', '/fr/', '/fr', '/search-results', '/search-results/', '/fr/search-results']) {
      expect(navigatesAfterTextSearch(path), path).toBe(false);
    }
  });

  it('the sidebar moves to /search-results only with results, and never from / or /search-results', () => {
    expect(navigatesAfterFilter('/news', 3)).toBe(true);
    expect(navigatesAfterFilter('/news', 0)).toBe(false);
    expect(navigatesAfterFilter('/', 3)).toBe(false);
    expect(navigatesAfterFilter('/search-results', 3)).toBe(false);
  });
});
