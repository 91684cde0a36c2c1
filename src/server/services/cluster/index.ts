import { formatCacheTags, parseCacheTags } from '../../../contract/cache-tags';
import type { CacheInvalidation } from '../cache/invalidation';
import type { SiteTakedowns } from '../takedowns/site-takedowns';
import type { ClusterBus } from './bus';

export { createClusterBus, type ClusterBus } from './bus';

/**
 * Carries between servers what one server's writes change (issue 19): the cache tags it
 * invalidated, its takedowns, its publishes. Returns what undoes the wiring.
 */
export function connectCluster(
  bus: ClusterBus,
  parts: { invalidation: CacheInvalidation; takedowns?: SiteTakedowns; published?: { follow(): Promise<void> } },
): () => void {
  const { invalidation, takedowns, published } = parts;
  const undo = [
    invalidation.forward((tags) => bus.publish('cache', formatCacheTags(tags))),
    bus.subscribe('cache', (message) => invalidation.receive(parseCacheTags(message))),
  ];
  if (takedowns) {
    undo.push(
      takedowns.onChange(() => bus.publish('takedowns', '')),
      bus.subscribe('takedowns', () => void takedowns.refresh()),
    );
  }
  if (published) undo.push(bus.subscribe('published', () => void published.follow()));
  return () => undo.forEach((fn) => fn());
}
