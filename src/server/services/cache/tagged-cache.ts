import type { CacheTag } from '../../../contract/cache-tags';

export interface TaggedCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Bound of all values' sizes together; the oldest entries go first. */
  maxTotalBytes: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  tags: readonly CacheTag[];
  bytes: number;
  expiresAt: number;
}

/** How many tags remember their last invalidation before the memory is reset (see `stale`). */
const REMEMBERED_TAGS = 50_000;

/**
 * A bounded in-memory map of computed answers, each recording the tags of what it shows.
 * `invalidate(tags)` drops exactly the entries holding one of them. An answer whose
 * computation started before an invalidation of one of its tags is not stored (`begin()`
 * gives the moment, `set()` checks it), so a write racing a read never leaves a stale entry.
 * Concurrent misses of one key wait for a single computation (`inFlight`).
 */
export class TaggedCache<V> {
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxTotalBytes: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byTag = new Map<CacheTag, Set<string>>();
  private readonly pending = new Map<string, Promise<void>>();
  /** Sequence number of the last invalidation of each tag. */
  private readonly invalidatedAt = new Map<CacheTag, number>();
  /** Computations started before this sequence number are never stored (the memory above was reset). */
  private floor = 0;
  private sequence = 0;
  private totalBytes = 0;

  constructor(options: TaggedCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.maxTotalBytes = options.maxTotalBytes;
    this.now = options.now ?? Date.now;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores `value` computed from the moment `started` (from `begin`/`mark`); false when it is already stale or too big. */
  set(key: string, value: V, tags: readonly CacheTag[], bytes: number, started: number): boolean {
    if (this.stale(tags, started) || bytes > this.maxTotalBytes) return false;
    this.remove(key);
    while (
      this.entries.size &&
      (this.entries.size >= this.maxEntries || this.totalBytes + bytes > this.maxTotalBytes)
    ) {
      this.remove(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, tags, bytes, expiresAt: this.now() + this.ttlMs });
    this.totalBytes += bytes;
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /** Drops every entry showing one of `tags`, and any computation of them now in progress. */
  invalidate(tags: Iterable<CacheTag>): void {
    const sequence = ++this.sequence;
    if (this.invalidatedAt.size >= REMEMBERED_TAGS) {
      this.invalidatedAt.clear();
      this.floor = sequence;
    }
    for (const tag of tags) {
      this.invalidatedAt.set(tag, sequence);
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.remove(key);
    }
  }

  clear(): void {
    this.invalidate([]);
    this.floor = this.sequence;
    for (const key of [...this.entries.keys()]) this.remove(key);
  }

  /** The current moment, for a computation that starts now (pass it to `set`). */
  mark(): number {
    return this.sequence;
  }

  /** The computation of `key` in progress, if any (resolves when it ends, whatever its outcome). */
  inFlight(key: string): Promise<void> | undefined {
    return this.pending.get(key);
  }

  /** Marks `key` as being computed; call `done` when it ends. `started` goes to `set`. */
  begin(key: string): { started: number; done: () => void } {
    let end!: () => void;
    this.pending.set(key, new Promise<void>((resolve) => (end = resolve)));
    return {
      started: this.sequence,
      done: () => {
        this.pending.delete(key);
        end();
      },
    };
  }

  private stale(tags: readonly CacheTag[], started: number): boolean {
    if (started < this.floor) return true;
    for (const tag of tags) if ((this.invalidatedAt.get(tag) ?? 0) > started) return true;
    return false;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
