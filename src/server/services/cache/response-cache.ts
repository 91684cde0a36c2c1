export interface CachedResponse {
  /** Encoded once: a hit writes these bytes as they are. */
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  version: number;
  expiresAt: number;
}

export interface ResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  /** Bound of all bodies together; the oldest entries go first. */
  maxTotalBytes?: number;
  now?: () => number;
}

/**
 * In-memory cache of public JSON answers, keyed by path and query. An entry is served
 * while it is younger than the TTL and no content was written since it was made
 * (`bump()` on every write). Concurrent misses of one key wait for a single computation.
 */
export class ResponseCache {
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBodyBytes: number;
  private readonly maxTotalBytes: number;
  private totalBytes = 0;
  private readonly now: () => number;
  private readonly entries = new Map<string, CachedResponse>();
  private readonly pending = new Map<string, Promise<void>>();
  private version = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 3000;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
    this.maxTotalBytes = options.maxTotalBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get currentVersion(): number {
    return this.version;
  }

  /** Content changed: every entry made before is stale. */
  bump(): void {
    this.version += 1;
    this.entries.clear();
    this.totalBytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalBytes -= entry.body.byteLength;
    this.entries.delete(key);
  }

  get(key: string): CachedResponse | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.version !== this.version || entry.expiresAt <= this.now()) {
      this.remove(key);
      return null;
    }
    return entry;
  }

  /** Stores an answer computed while the content was at `version` (dropped if it changed since). */
  set(key: string, body: Uint8Array<ArrayBuffer>, headers: Record<string, string>, version: number): void {
    if (version !== this.version || body.byteLength > this.maxBodyBytes) return;
    this.remove(key);
    while (
      this.entries.size &&
      (this.entries.size >= this.maxEntries || this.totalBytes + body.byteLength > this.maxTotalBytes)
    ) {
      this.remove(this.entries.keys().next().value!);
    }
    this.entries.set(key, { body, headers, version, expiresAt: this.now() + this.ttlMs });
    this.totalBytes += body.byteLength;
  }

  /** The computation of `key` in progress, if any (resolves when it ends, whatever its outcome). */
  inFlight(key: string): Promise<void> | undefined {
    return this.pending.get(key);
  }

  /** Marks `key` as being computed; call the returned function when done. */
  begin(key: string): () => void {
    let end!: () => void;
    this.pending.set(key, new Promise<void>((resolve) => (end = resolve)));
    return () => {
      this.pending.delete(key);
      end();
    };
  }
}
