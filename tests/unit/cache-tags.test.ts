import { describe, expect, it } from 'vitest';
import { cacheTag, formatCacheTags, parseCacheTags, type CacheTag } from '../../src/contract/cache-tags';
import { CacheInvalidation } from '../../src/server/services/cache/invalidation';
import { TaggedCache } from '../../src/server/services/cache/tagged-cache';

const options = { ttlMs: 3000, maxEntries: 100, maxTotalBytes: 1000 };

function cacheWith(entries: Record<string, CacheTag[]>, now?: () => number) {
  const cache = new TaggedCache<string>({ ...options, now });
  for (const [key, tags] of Object.entries(entries)) cache.set(key, key, tags, 1, cache.mark());
  return cache;
}

describe('TaggedCache', () => {
  it('drops exactly the entries holding an invalidated tag', () => {
    const cache = cacheWith({
      '/posts/1': [cacheTag.post(1), cacheTag.user(7)],
      '/posts/2': [cacheTag.post(2), cacheTag.user(8)],
      '/posts?user=7': [cacheTag.postsBy(7), cacheTag.post(1)],
      '/posts/news': [cacheTag.posts, cacheTag.post(2)],
    });
    cache.invalidate([cacheTag.post(1)]);
    expect(cache.get('/posts/1')).toBeUndefined();
    expect(cache.get('/posts?user=7')).toBeUndefined();
    expect(cache.get('/posts/2')).toBe('/posts/2');
    expect(cache.get('/posts/news')).toBe('/posts/news');
    cache.invalidate([cacheTag.user(8)]);
    expect(cache.get('/posts/2')).toBeUndefined();
    expect(cache.get('/posts/news')).toBe('/posts/news');
  });

  it('serves an entry until its TTL', () => {
    let now = 1000;
    const cache = cacheWith({ '/a': [cacheTag.library] }, () => now);
    expect(cache.get('/a')).toBe('/a');
    now += 3001;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('does not store an answer whose computation began before one of its tags was invalidated', () => {
    const cache = new TaggedCache<string>(options);
    const { started, done } = cache.begin('/posts/1');
    cache.invalidate([cacheTag.post(1)]);
    expect(cache.set('/posts/1', 'old', [cacheTag.post(1)], 1, started)).toBe(false);
    // Another tag's invalidation does not make it stale.
    const second = cache.begin('/posts/2');
    cache.invalidate([cacheTag.post(1)]);
    expect(cache.set('/posts/2', 'fresh', [cacheTag.post(2)], 1, second.started)).toBe(true);
    done();
    second.done();
    expect(cache.get('/posts/1')).toBeUndefined();
    expect(cache.get('/posts/2')).toBe('fresh');
  });

  it('bounds its entries and bytes, the oldest going first', () => {
    const cache = new TaggedCache<string>({ ttlMs: 3000, maxEntries: 2, maxTotalBytes: 10 });
    for (const key of ['/1', '/2', '/3']) cache.set(key, key, [cacheTag.library], 1, cache.mark());
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/3')).toBe('/3');
    expect(cache.set('/big', 'x', [], 11, cache.mark())).toBe(false);
    const small = new TaggedCache<string>({ ttlMs: 3000, maxEntries: 10, maxTotalBytes: 8 });
    for (const key of ['/x', '/y', '/z']) small.set(key, key, [], 4, small.mark());
    expect(small.get('/x')).toBeUndefined();
    expect(small.get('/y')).toBe('/y');
    expect(small.get('/z')).toBe('/z');
  });

  it('lets concurrent misses wait for one computation', async () => {
    const cache = new TaggedCache<string>(options);
    const { started, done } = cache.begin('/k');
    const waiting = cache.inFlight('/k');
    expect(waiting).toBeDefined();
    cache.set('/k', '42', [], 1, started);
    done();
    await waiting;
    expect(cache.inFlight('/k')).toBeUndefined();
    expect(cache.get('/k')).toBe('42');
  });
});

describe('CacheInvalidation', () => {
  it('tells every subscribed cache', () => {
    const bus = new CacheInvalidation();
    const seen: string[] = [];
    const stop = bus.subscribe((tags) => seen.push(`a ${tags.join(',')}`));
    bus.subscribe((tags) => seen.push(`b ${tags.join(',')}`));
    bus.invalidate([cacheTag.post(3), cacheTag.posts]);
    stop();
    bus.invalidate([cacheTag.user(4)]);
    bus.invalidate([]);
    expect(seen).toEqual(['a post:3,list:posts', 'b post:3,list:posts', 'b user:4']);
  });
});

describe('X-Cache-Tags', () => {
  it('round-trips tags and drops anything else', () => {
    const header = formatCacheTags([cacheTag.post(12), cacheTag.user(3), cacheTag.post(12), cacheTag.library]);
    expect(header).toBe('post:12 user:3 library');
    expect(parseCacheTags(header, 'list:posts posts-by:3', 'post:abc evil:1 post:0', null)).toEqual([
      'post:12',
      'user:3',
      'library',
      'list:posts',
      'posts-by:3',
    ]);
  });
});
