import { formatCacheTags, parseCacheTags } from '../../../contract/cache-tags';
import type { CacheInvalidation } from '../cache/invalidation';
import type { SiteTakedowns } from '../takedowns/site-takedowns';
import type { ClusterBus } from './bus';
import type { PublishedFollower } from './published-follower';

export { createClusterBus, type ClusterBus } from './bus';
export { PublishedFollower } from './published-follower';

/**
 * Carries between servers what one server's writes change (issue 19): the cache tags it
 * invalidated, its takedowns, its publishes. Returns what undoes the wiring.
 */
export function connectCluster(
  bus: ClusterBus,
  parts: { invalidation: CacheInvalidation; takedowns?: SiteTakedowns; follower?: PublishedFollower },
): () => void {
  const { invalidation, takedowns, follower } = parts;
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
  if (follower) undo.push(bus.subscribe('published', () => void follower.check()));
  return () => undo.forEach((fn) => fn());
}
