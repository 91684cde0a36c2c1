import type { CacheTag } from '../../../contract/cache-tags';
import type { AppDeps } from '../../context';
import { CacheInvalidation } from './invalidation';
import { ResponseCache } from './response-cache';

// Keyed by the database: every copy of one app's deps (`{ ...runtime, rebuilds }`) shares them,
// and each test app, with its own database, gets its own.
const buses = new WeakMap<object, CacheInvalidation>();
const responseCaches = new WeakMap<object, ResponseCache>();

/** The invalidation bus of one app: the API response cache and the page cache subscribe to it. */
export function cacheInvalidationOf(deps: Pick<AppDeps, 'db'>): CacheInvalidation {
  let found = buses.get(deps.db);
  if (!found) buses.set(deps.db, (found = new CacheInvalidation()));
  return found;
}

/**
 * The API response cache of one app (each test app gets its own), made at its first use: a write
 * before it had nothing cached to drop.
 */
export function responseCacheOf(deps: Pick<AppDeps, 'db' | 'env'>): ResponseCache {
  let found = responseCaches.get(deps.db);
  if (!found) {
    const cache = new ResponseCache({ ttlMs: deps.env.API_CACHE_SECONDS * 1000 });
    cacheInvalidationOf(deps).subscribe((tags) => cache.invalidate(tags));
    responseCaches.set(deps.db, (found = cache));
  }
  return found;
}

/** Call after every committed write to what public answers show, with the tags it changed. */
export function invalidate(deps: Pick<AppDeps, 'db'>, tags: readonly CacheTag[]): void {
  cacheInvalidationOf(deps).invalidate(tags);
}
