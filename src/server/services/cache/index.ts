import type { AppDeps } from '../../context';
import { ResponseCache } from './response-cache';

export { ResponseCache } from './response-cache';

const caches = new WeakMap<AppDeps, ResponseCache>();

/** The response cache of one app instance (each test app gets its own). */
export function responseCacheOf(deps: AppDeps): ResponseCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new ResponseCache();
    caches.set(deps, cache);
  }
  return cache;
}

/**
 * Call after every committed content write (library, posts, likes, ratings; also user
 * names and avatars, which posts show): cached public lists are dropped at once.
 * View counts do not call it: the cache's short TTL keeps them fresh enough.
 */
export function contentChanged(deps: AppDeps): void {
  responseCacheOf(deps).bump();
}
