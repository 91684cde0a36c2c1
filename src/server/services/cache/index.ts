import type { CacheTag } from '../../../contract/cache-tags';
import type { AppDeps } from '../../context';
import { CacheInvalidation } from './invalidation';
import { ResponseCache } from './response-cache';

interface Caches {
  invalidation: CacheInvalidation;
  responses: ResponseCache;
}

// Keyed by the database: every copy of one app's deps (`{ ...runtime, rebuilds }`) shares them,
// and each test app, with its own database, gets its own.
const caches = new WeakMap<object, Caches>();

function cachesOf(deps: Pick<AppDeps, 'db'>): Caches {
  let found = caches.get(deps.db);
  if (!found) {
    const invalidation = new CacheInvalidation();
    const responses = new ResponseCache();
    invalidation.subscribe((tags) => responses.invalidate(tags));
    caches.set(deps.db, (found = { invalidation, responses }));
  }
  return found;
}

/** The API response cache of one app (each test app gets its own). */
export function responseCacheOf(deps: Pick<AppDeps, 'db'>): ResponseCache {
  return cachesOf(deps).responses;
}

/** The invalidation bus of one app: the page cache subscribes to it too. */
export function cacheInvalidationOf(deps: Pick<AppDeps, 'db'>): CacheInvalidation {
  return cachesOf(deps).invalidation;
}

/** Call after every committed write to what public answers show, with the tags it changed. */
export function invalidate(deps: Pick<AppDeps, 'db'>, tags: readonly CacheTag[]): void {
  cachesOf(deps).invalidation.invalidate(tags);
}
