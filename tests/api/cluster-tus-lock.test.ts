import { ERRORS } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { RedisTusLocker } from '../../src/server/services/uploads/tus-locker';
import { REDIS_URL, redisReachable } from '../support/cluster-services';

/** The tus upload lock across servers (issue 19), on a real Redis: two lockers stand for two servers. */

describe.runIf(await redisReachable())('the tus upload lock shared by several servers', () => {
  it('lets one request at a time hold an upload; a request on another server asks the holder to let go and then gets it', async () => {
    const a = new RedisTusLocker(REDIS_URL);
    const b = new RedisTusLocker(REDIS_URL, { acquireTimeoutMs: 1500 });
    const id = `u1-test-${process.pid}-${Date.now()}`;
    const held = a.newLock(id);
    const order: string[] = [];
    await held.lock(new AbortController().signal, async () => {
      // The stalled request on server A gives way when asked.
      order.push('A asked to let go');
      await held.unlock();
      order.push('A let go');
    });
    const other = b.newLock(id);
    await other.lock(new AbortController().signal, () => {});
    order.push('B holds it');
    expect(order).toEqual(['A asked to let go', 'A let go', 'B holds it']);

    // B does not let go: a third request times out with tus's lock error, and A's old token cannot free B's lock.
    await held.unlock();
    const third = b.newLock(id);
    const refused = await third.lock(new AbortController().signal, () => {}).catch((error: unknown) => error);
    expect(refused).toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await other.unlock();
    const fourth = b.newLock(id);
    await fourth.lock(new AbortController().signal, () => {});
    await fourth.unlock();
    a.redis.disconnect();
    b.redis.disconnect();
  });
});
