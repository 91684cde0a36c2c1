import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_SLOWDOWN, RATE_LIMITS, rateLimitsFor } from '../../src/server/services/rate-limit';
import { createUser, strongPassword, uniqueIp, uniqueName } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

/** Bursts of concurrent requests: the limits must hold while earlier requests are still in flight. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  rateLimitsFor(t.deps).close();
  await t.close();
});

const post = (path: string, json: unknown, ip: string) =>
  t.call('POST', path, { json, headers: { 'X-Forwarded-For': ip } });

/** The sign-in slowdown's waits, recorded instead of waited (no test depends on time). */
function recordWaits(): number[] {
  const waits: number[] = [];
  rateLimitsFor(t.deps).wait = async (ms) => {
    waits.push(ms);
  };
  return waits;
}

async function burst(count: number, request: (i: number) => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: count }, (_, i) => request(i)));
  const statuses: Record<number, number> = {};
  for (const res of responses) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  for (const res of responses.filter((r) => r.status === 429)) {
    expect(await res.json()).toMatchObject({ message: 'Too many requests, please try again later' });
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  }
  return statuses;
}

describe('rate limits under a burst', () => {
  it('30 concurrent wrong passwords for one account from one address: 10 are checked (401), the other 20 get 429', async () => {
    const user = await createUser(t);
    const ip = uniqueIp();
    const statuses = await burst(30, () => post('/api/login', { email: user.email, password: 'wrong-password' }, ip));
    const points = RATE_LIMITS.loginAccountIp.points;
    expect(statuses).toEqual({ 401: points, 429: 30 - points });
  });

  it('30 concurrent wrong passwords for one account from 30 addresses: each is slowed down, none locks the owner out', async () => {
    const user = await createUser(t);
    const waits = recordWaits();
    const statuses = await burst(30, () =>
      post('/api/login', { email: user.email, password: 'wrong-password' }, uniqueIp()),
    );
    expect(statuses).toEqual({ 401: 30 });
    // Every attempt beyond the first few got its own count, so its own wait, however concurrent.
    expect(waits.length).toBe(30 - LOGIN_SLOWDOWN.free);
    expect(waits.every((ms) => ms > 0 && ms <= LOGIN_SLOWDOWN.maxMs)).toBe(true);
    expect((await post('/api/login', { email: user.email, password: user.password }, uniqueIp())).status).toBe(200);
  });

  it('60 concurrent failed sign-ins from one address: 50 are checked (401), the other 10 get 429', async () => {
    const ip = uniqueIp();
    const statuses = await burst(60, () =>
      post('/api/login', { email: `${uniqueName()}@example.com`, password: 'whatever1' }, ip),
    );
    expect(statuses).toEqual({ 401: RATE_LIMITS.loginIp.points, 429: 60 - RATE_LIMITS.loginIp.points });
  });

  it('10 concurrent right passwords from one address all sign in, and leave nothing counted against it', async () => {
    const user = await createUser(t);
    const ip = uniqueIp();
    const points = RATE_LIMITS.loginAccountIp.points;
    const waits = recordWaits();
    const statuses = await burst(points, () => post('/api/login', { email: user.email, password: user.password }, ip));
    expect(statuses).toEqual({ 200: points });
    const failures = await burst(points, () =>
      post('/api/login', { email: user.email, password: 'wrong-password' }, ip),
    );
    expect(failures).toEqual({ 401: points });
    // The successes were given back to the account's slowdown too: these failures were the first counted.
    expect(waits).toEqual([]);
  });

  it('30 concurrent sign-ups from one address: 20 accounts (201), 10 refused (429)', async () => {
    const ip = uniqueIp();
    const statuses = await burst(30, () => {
      const username = uniqueName('burst');
      return post('/api/register', { username, email: `${username}@example.com`, password: strongPassword() }, ip);
    });
    expect(statuses).toEqual({ 201: RATE_LIMITS.registerIp.points, 429: 30 - RATE_LIMITS.registerIp.points });
  });

  it('30 concurrent contact messages from one address: 5 sent (202), 25 refused (429)', async () => {
    const ip = uniqueIp();
    const statuses = await burst(30, (i) =>
      post(
        '/api/contact',
        { name: 'Burst', email: 'burst@example.com', message: `Message number ${i} of the burst.` },
        ip,
      ),
    );
    expect(statuses).toEqual({ 202: 5, 429: 25 });
  });
});
