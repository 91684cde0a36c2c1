import { map } from 'nanostores';
import { DESKTOP_BREAKPOINT, MOBILE_BREAKPOINT } from '../../../lib/viewport';

/** Spec §9: mobile filters open 100 ms after the scroll to the top. */
export const FILTERS_OPEN_DELAY_MS = 100;

export interface UiState {
  mobileMenuOpen: boolean;
  mobileSearchOpen: boolean;
  filtersOpen: boolean;
}

export const $ui = map<UiState>({ mobileMenuOpen: false, mobileSearchOpen: false, filtersOpen: false });

export function toggleMobileMenu(): void {
  $ui.setKey('mobileMenuOpen', !$ui.get().mobileMenuOpen);
}

export function closeMobileMenu(): void {
  $ui.setKey('mobileMenuOpen', false);
}

export function toggleMobileSearch(): void {
  $ui.setKey('mobileSearchOpen', !$ui.get().mobileSearchOpen);
}

export function closeFilters(): void {
  $ui.setKey('filtersOpen', false);
}

/** What toggleFilters needs from the browser (the window in the islands). */
export interface ScrollHost {
  scrollY: number;
  scrollTo(options: { top: number; behavior?: ScrollBehavior }): void;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Spec §2: the filters toggle scrolls to the top first when the page is scrolled,
 * then opens the filters after 100 ms. Closing is immediate.
 */
export function toggleFilters(host: ScrollHost): void {
  if ($ui.get().filtersOpen) {
    closeFilters();
    return;
  }
  if (host.scrollY > 0) host.scrollTo({ top: 0, behavior: 'smooth' });
  host.setTimeout(() => $ui.setKey('filtersOpen', true), FILTERS_OPEN_DELAY_MS);
}

/** Spec §2: a width over 768 px closes the mobile search bar; over 1024 px the mobile menu and filters have no place. */
export function onViewportWidth(width: number): void {
  const state = $ui.get();
  if (width > MOBILE_BREAKPOINT && state.mobileSearchOpen) $ui.setKey('mobileSearchOpen', false);
  if (width > DESKTOP_BREAKPOINT && (state.mobileMenuOpen || state.filtersOpen)) {
    $ui.set({ ...$ui.get(), mobileMenuOpen: false, filtersOpen: false });
  }
}
