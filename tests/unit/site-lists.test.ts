import { describe, expect, it } from 'vitest';
import { QUERY_CACHE_MS } from '../../src/lib/query';
import { createListStore, LIST_ERRORS } from '../../src/stores/lists';

const noRetry = <R,>(task: () => Promise<R>) => task();

describe('list stores (spec §3, §4, §8)', () => {
  it('pending: loading on and error cleared; fulfilled: value replaced', async () => {
    let release!: (value: string[]) => void;
    const store = createListStore<string>({
      fetch: () => new Promise<string[]>((resolve) => (release = resolve)),
      errorMessage: LIST_ERRORS.contentTypes,
      retry: noRetry,
    });
    store.setKey('error', 'old error');
    const loading = store.load();
    expect(store.get()).toEqual({ value: [], error: null, loading: true });
    release(['Tutorial', 'Sparring']);
    await loading;
    expect(store.get()).toEqual({ value: ['Tutorial', 'Sparring'], error: null, loading: false });
  });

  it("rejected: stores the French message, e.g. 'Erreur lors de la récupération des types de contenu'", async () => {
    const store = createListStore<string>({
      fetch: () => Promise.reject(new Error('503')),
      errorMessage: LIST_ERRORS.contentTypes,
      retry: noRetry,
    });
    const consoleError = console.error;
    console.error = () => {};
    await store.load().finally(() => (console.error = consoleError));
    expect(store.get()).toEqual({ value: [], error: 'Erreur lors de la récupération des types de contenu', loading: false });
  });

  it('keeps a loaded list 5 minutes and shares one request between concurrent loads', async () => {
    let calls = 0;
    let now = 1_000;
    const store = createListStore<number>({
      fetch: async () => [++calls],
      errorMessage: LIST_ERRORS.posts,
      retry: noRetry,
      now: () => now,
    });
    await Promise.all([store.load(), store.load()]);
    expect(calls).toBe(1);
    now += QUERY_CACHE_MS - 1;
    await store.load();
    expect(calls).toBe(1);
    now += 1;
    await store.load();
    expect(calls).toBe(2);
    await store.load(true);
    expect(calls).toBe(3);
  });

  it('has a French message for every list', () => {
    expect(Object.keys(LIST_ERRORS).sort()).toEqual(['contentTypes', 'martialArts', 'masterHistories', 'posts', 'techniques']);
    for (const message of Object.values(LIST_ERRORS)) expect(message).toMatch(/^Erreur lors de la récupération d/);
  });
});
