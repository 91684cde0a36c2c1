import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true once running in the
 * browser: state restored in the browser (session storage, cookies, window width) must not
 * differ from the server's render during hydration, or React keeps the server's attributes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A query parameter of the page: null while rendering on the server and at hydration. */
export function useSearchParam(name: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}

/**
 * The readiness mark of an island's root (`data-hydrated`): "false" in the server's HTML and
 * until the island can be used, "true" then. Browser tests wait on it instead of on a quiet
 * network (tests/e2e/site-support.ts `pageReady`).
 */
export const hydratedMark = (ready: boolean) => ({ 'data-hydrated': ready ? 'true' : 'false' });
