/**
 * The search itself (store actions, API and Pagefind client, the page's search session),
 * loaded on the first use of a header search box: pages that are only read never ship it.
 */
export interface LoadedSearch {
  store: typeof import('../stores/search');
  client: typeof import('./search-client');
}

let loading: Promise<LoadedSearch> | undefined;

export function loadSearch(): Promise<LoadedSearch> {
  loading ??= Promise.all([import('../stores/search'), import('./search-client'), import('./search-session')]).then(
    ([store, client, session]) => {
      session.startSearchSession();
      return { store, client };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
