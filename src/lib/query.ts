import { nanoquery, type OnErrorRetry } from '@nanostores/query';
import { api } from './api-client';

/** Spec §9: query data is kept 5 minutes. */
export const QUERY_CACHE_MS = 5 * 60_000;
/** Spec §9: failed queries are retried 3 times, exponential back-off capped at 30 s. */
export const QUERY_RETRIES = 3;
export const QUERY_BACKOFF_BASE_MS = 1_000;
export const QUERY_BACKOFF_CAP_MS = 30_000;

/** Delay before retry number `retryCount` (1-based): 1 s, 2 s, 4 s, ... never above 30 s. */
export function retryDelay(retryCount: number): number {
  return Math.min(QUERY_BACKOFF_BASE_MS * 2 ** Math.max(0, retryCount - 1), QUERY_BACKOFF_CAP_MS);
}

export const onErrorRetry: OnErrorRetry = ({ retryCount }) =>
  retryCount <= QUERY_RETRIES ? retryDelay(retryCount) : undefined;

/** Runs `task`, retrying a failure up to 3 times with the same back-off (for plain stores). */
export async function withRetry<T>(
  task: () => Promise<T>,
  { retries = QUERY_RETRIES, wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(retryDelay(attempt + 1));
    }
  }
}

/** The query layer's client: nanoquery does the retrying, so ky must not retry again. */
export const queryApi = api.extend({ retry: 0 });

/**
 * Shared nanoquery instance for the islands: fetcher stores cache 5 minutes and retry
 * per §9; mutator stores never retry (nanoquery does not retry mutations, and ky
 * never retries POST, PATCH or DELETE).
 */
export const [createFetcherStore, createMutatorStore, queryCache] = nanoquery({
  fetcher: (...keys) => queryApi.get(keys.join('')).json(),
  dedupeTime: QUERY_CACHE_MS,
  cacheLifetime: QUERY_CACHE_MS,
  revalidateOnFocus: false,
  onErrorRetry,
});
