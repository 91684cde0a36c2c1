import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $search, initialSearchState, resetSearch } from '../../src/features/search/stores/search';
import {
  $ui,
  FILTERS_OPEN_DELAY_MS,
  onViewportWidth,
  toggleFilters,
  toggleMobileMenu,
  toggleMobileSearch,
  type ScrollHost,
} from '../../src/features/header/stores/ui';

function host(scrollY: number): ScrollHost & { scrolls: number } {
  const h = {
    scrollY,
    scrolls: 0,
    scrollTo() {
      h.scrolls++;
      h.scrollY = 0;
    },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  };
  return h;
}

beforeEach(() => {
  vi.useFakeTimers();
  $ui.set({ mobileMenuOpen: false, mobileSearchOpen: false, filtersOpen: false });
});
afterEach(() => vi.useRealTimers());

describe('header UI state (spec §2)', () => {
  it('the filters toggle scrolls to the top first when scrolled, then opens the filters after 100 ms', () => {
    const window = host(640);
    toggleFilters(window);
    expect(window.scrolls).toBe(1);
    expect($ui.get().filtersOpen).toBe(false);
    vi.advanceTimersByTime(FILTERS_OPEN_DELAY_MS - 1);
    expect($ui.get().filtersOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect($ui.get().filtersOpen).toBe(true);
  });

  it('does not scroll when already at the top, and closes at once', () => {
    const window = host(0);
    toggleFilters(window);
    vi.advanceTimersByTime(FILTERS_OPEN_DELAY_MS);
    expect(window.scrolls).toBe(0);
    expect($ui.get().filtersOpen).toBe(true);
    toggleFilters(window);
    expect($ui.get().filtersOpen).toBe(false);
  });

  it('a width over 768 px closes the mobile search bar; a width over 1024 px closes the mobile menu', () => {
    toggleMobileSearch();
    toggleMobileMenu();
    onViewportWidth(768);
    expect($ui.get()).toMatchObject({ mobileSearchOpen: true, mobileMenuOpen: true });
    onViewportWidth(769);
    expect($ui.get()).toMatchObject({ mobileSearchOpen: false, mobileMenuOpen: true });
    onViewportWidth(1024);
    expect($ui.get().mobileMenuOpen).toBe(true);
    onViewportWidth(1025);
    expect($ui.get().mobileMenuOpen).toBe(false);
  });
});

describe('search state (spec §3)', () => {
  it('resetSearch makes the search inactive and keeps whether the module is displayed', () => {
    $search.set({
      ...initialSearchState,
      searchResults: [{ id: 1, views: 3 }],
      activeSearch: true,
      activePage: 2,
      searchModuleIsDisplayed: true,
      visibleResults: 11,
      isTextSearch: true,
    });
    resetSearch();
    expect($search.get()).toEqual({ ...initialSearchState, searchModuleIsDisplayed: true });
  });
});
