import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** A query parameter of the page: null while rendering on the server and at hydration. */
export function useSearchParam(name: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}
