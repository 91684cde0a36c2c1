import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML, true after: state restored in the browser
 * (session storage, window width) must not differ from the server's render during
 * hydration, or React keeps the server's attributes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
