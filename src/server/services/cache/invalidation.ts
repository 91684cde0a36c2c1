import type { CacheTag } from '../../../contract/cache-tags';

type Listener = (tags: readonly CacheTag[]) => void;

/**
 * The one way writes drop cached answers: `invalidate(tags)` tells every cache that
 * subscribed (the API response cache, the page cache), synchronously, and every forwarder
 * (issue 19: the publisher that tells the other servers over Redis). What another server
 * invalidated arrives through `receive(tags)`: the caches hear it, the forwarders do not (no echo).
 */
export class CacheInvalidation {
  private readonly listeners = new Set<Listener>();
  private readonly forwarders = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Told only of this process's own invalidations, after its caches. */
  forward(listener: Listener): () => void {
    this.forwarders.add(listener);
    return () => this.forwarders.delete(listener);
  }

  invalidate(tags: readonly CacheTag[]): void {
    if (!tags.length) return;
    this.receive(tags);
    for (const forwarder of this.forwarders) forwarder(tags);
  }

  /** Tags another server invalidated. */
  receive(tags: readonly CacheTag[]): void {
    if (!tags.length) return;
    for (const listener of this.listeners) listener(tags);
  }
}
