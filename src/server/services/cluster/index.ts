import { formatCacheTags, parseCacheTags } from '../../../contract/cache-tags';
import type { CacheInvalidation } from '../cache/invalidation';
import type { ClusterBus } from './bus';

export { createClusterBus, type ClusterBus } from './bus';

/**
 * Carries between servers what one server's writes change (issue 19): the cache tags it
 * invalidated, and the mark of the published content its publishes and takedowns wrote. Returns
 * what undoes the wiring.
 */
export function connectCluster(
  bus: ClusterBus,
  parts: { invalidation: CacheInvalidation; published?: { follow(): Promise<void> } },
): () => void {
  const { invalidation, published } = parts;
  const undo = [
    invalidation.forward((tags) => bus.publish('cache', formatCacheTags(tags))),
    bus.subscribe('cache', (message) => invalidation.receive(parseCacheTags(message))),
  ];
  if (published) undo.push(bus.subscribe('published', () => void published.follow()));
  return () => undo.forEach((fn) => fn());
}
