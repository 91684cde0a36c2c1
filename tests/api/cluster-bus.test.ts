import { afterAll, describe, expect, it } from 'vitest';
import type { CacheTag } from '../../src/contract/cache-tags';
import { CacheInvalidation } from '../../src/server/services/cache/invalidation';
import { connectCluster, createClusterBus, type ClusterBus } from '../../src/server/services/cluster';
import { siteId } from '../../src/server/services/shared-state';
import { eventually } from '../support/api-client';
import { REDIS_URL, redisReachable } from '../support/cluster-services';
import { openTestDatabase } from '../support/test-database';

/** The cluster bus on a real Redis (issue 19): what one server's writes change reaches the others once, never echoed. */

const buses: ClusterBus[] = [];
afterAll(async () => {
  for (const bus of buses) await bus.close();
});

/** A server of `site` on the bus: the cache tags it receives and how often it was told to show the published content. */
function server(name: string, site: string) {
  const bus = createClusterBus(REDIS_URL, `test-${process.pid}-${name}`, site);
  buses.push(bus);
  const invalidation = new CacheInvalidation();
  const received: (readonly CacheTag[])[] = [];
  invalidation.subscribe((tags) => received.push(tags));
  // The server's publishes (RebuildManager.follow): counted here.
  const published = { follows: 0, follow: async () => void (published.follows += 1) };
  connectCluster(bus, { invalidation, published });
  return { bus, invalidation, received, published };
}

describe.runIf(await redisReachable())('messages between servers over Redis', () => {
  it('carries cache tags and the marks of publishes and takedowns to every other server once, and never back to the sender', async () => {
    // Channels of this test's own: servers of other tests (the process-level cluster tests run
    // beside this stage) share the Redis and would add their messages to the counts.
    const servers = ['a', 'b', 'c'].map((name) => server(name, `test-${process.pid}`));
    await Promise.all(servers.map((server) => server.bus.ready()));
    const [a, b, c] = servers as [(typeof servers)[0], (typeof servers)[0], (typeof servers)[0]];

    a.invalidation.invalidate(['post:7', 'list:posts']);
    await eventually('b and c dropped post 7', async () => b.received.length === 1 && c.received.length === 1, 5000);
    expect(b.received[0]).toEqual(['post:7', 'list:posts']);
    expect(c.received[0]).toEqual(['post:7', 'list:posts']);

    a.bus.publish('published', '2026-11-28 12:00:00.123456+00');
    await eventually(
      'b and c show the published content again',
      async () => b.published.follows === 1 && c.published.follows === 1,
      5000,
    );

    // A round trip later: nothing came back to a, nothing was forwarded twice.
    c.invalidation.invalidate(['library']);
    await eventually(
      'a and b dropped the library',
      async () => a.received.length === 2 && b.received.length === 2,
      5000,
    );
    expect(a.received).toEqual([['post:7', 'list:posts'], ['library']]);
    expect(c.received).toEqual([['post:7', 'list:posts'], ['library']]);
    expect(a.published.follows).toBe(0);
  });

  it("keeps each site's messages to its own servers: another site on the same Redis never hears them", async () => {
    const database = await openTestDatabase();
    // Every server on a database reads the same site id, made by the first that asks.
    const site = await siteId(database.db);
    expect(await siteId(database.db)).toBe(site);
    const other = `${site}-other-${process.pid}`;
    const [ours, theirs, theirsToo] = [
      server('ours', site),
      server('theirs', other),
      server('theirs-too', other),
    ];
    await Promise.all([ours, theirs, theirsToo].map((each) => each.bus.ready()));

    ours.invalidation.invalidate(['list:posts']);
    // Redis sends a subscriber the messages in the order they were published: once the other
    // site's own later message has arrived, ours would have too.
    theirsToo.invalidation.invalidate(['library']);
    await eventually('the other site heard its own message', async () => theirs.received.length > 0, 5000);
    expect(theirs.received).toEqual([['library']]);
    await database.close();
  });
});
