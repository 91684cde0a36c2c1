import { TaggedCache, type TaggedCacheOptions } from './tagged-cache';

export interface CachedResponse {
  /** Encoded once: a hit writes these bytes as they are. */
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/**
 * In-memory cache of public JSON answers, keyed by path and query, each tagged with what it
 * shows (see contract/cache-tags). An entry is served while it is younger than the TTL
 * (`API_CACHE_SECONDS`) and no write invalidated one of its tags. The short TTL bounds what tags
 * do not cover: a like or a view moving a post into a ranked list (trends, most liked) that did
 * not show it.
 */
export class ResponseCache extends TaggedCache<CachedResponse> {
  readonly maxBodyBytes: number;

  constructor(options: Partial<TaggedCacheOptions> & { maxBodyBytes?: number } = {}) {
    super({ ttlMs: 3000, maxEntries: 500, maxTotalBytes: 32 * 1024 * 1024, ...options });
    this.maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  }
}
