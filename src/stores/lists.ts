import { map, type MapStore } from 'nanostores';
import { api } from '../lib/api-client';
import { QUERY_CACHE_MS, withRetry } from '../lib/query';
import type { MasterHistory, Post, PostType, Technique, Weapon } from '../lib/types';

/**
 * Spec §8: a list that fails to load stores a French message. The first is quoted by the
 * spec; the others follow its wording.
 */
export const LIST_ERRORS = {
  contentTypes: 'Erreur lors de la récupération des types de contenu',
  martialArts: 'Erreur lors de la récupération des arts martiaux',
  masterHistories: "Erreur lors de la récupération de l'histoire des maîtres",
  techniques: 'Erreur lors de la récupération des techniques',
  posts: 'Erreur lors de la récupération des posts',
} as const;

/** Spec §3/§4: value, error, loading. Pending: loading on, error cleared; fulfilled: value replaced; rejected: error stored. */
export interface ListState<T> {
  value: T[];
  error: string | null;
  loading: boolean;
}

export interface ListStore<T> extends MapStore<ListState<T>> {
  /** Loads unless loaded in the last 5 minutes (or `force`); concurrent calls share one request. */
  load(force?: boolean): Promise<void>;
}

export interface ListStoreOptions<T> {
  fetch: () => Promise<T[]>;
  errorMessage: string;
  retry?: <R>(task: () => Promise<R>) => Promise<R>;
  now?: () => number;
}

export function createListStore<T>({ fetch, errorMessage, retry = withRetry, now = Date.now }: ListStoreOptions<T>): ListStore<T> {
  const store = map<ListState<T>>({ value: [], error: null, loading: false }) as ListStore<T>;
  let loadedAt: number | null = null;
  let running: Promise<void> | null = null;
  store.load = (force = false) => {
    if (running) return running;
    if (!force && loadedAt !== null && now() - loadedAt < QUERY_CACHE_MS) return Promise.resolve();
    store.set({ ...store.get(), loading: true, error: null });
    running = retry(fetch)
      .then(
        (value) => {
          loadedAt = now();
          store.set({ value, error: null, loading: false });
        },
        (error: unknown) => {
          console.error(error);
          store.set({ ...store.get(), error: errorMessage, loading: false });
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  return store;
}

const getList = <T>(path: string) => () => api.extend({ retry: 0 }).get(path).json<T[]>();

export const $contentTypes = createListStore<PostType>({ fetch: getList('post_types'), errorMessage: LIST_ERRORS.contentTypes });
export const $martialArts = createListStore<Weapon>({ fetch: getList('weapons'), errorMessage: LIST_ERRORS.martialArts });
export const $masterHistories = createListStore<MasterHistory>({
  fetch: getList('master_histories'),
  errorMessage: LIST_ERRORS.masterHistories,
});
export const $techniques = createListStore<Technique>({ fetch: getList('techniques'), errorMessage: LIST_ERRORS.techniques });
export const $posts = createListStore<Post>({ fetch: getList('posts'), errorMessage: LIST_ERRORS.posts });
