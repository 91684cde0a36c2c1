import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, rateLimitsFor } from '../../src/server/services/rate-limit';
import { createUser, strongPassword, uniqueIp, uniqueName } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The same rules with the in-memory store and, when TEST_REDIS_URL is set
 * (e.g. redis://127.0.0.1:6379), with Redis shared by several servers.
 */
const stores = [
  ['memory', {}] as const,
  ...(process.env.TEST_REDIS_URL ? [['redis', { REDIS_URL: process.env.TEST_REDIS_URL }] as const] : []),
];

describe.each(stores)('rate limits (%s store)', (_store, extraEnv) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', ...extraEnv });
  });
  afterAll(async () => {
    rateLimitsFor(t.deps).close();
    await t.close();
  });

  const post = (path: string, json: unknown, ip: string) =>
    t.call('POST', path, { json, headers: { 'X-Forwarded-For': ip } });

  async function expect429(res: Response) {
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: 'Too many requests, please try again later' });
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    return retryAfter;
  }

  it('login: 10 wrong passwords for one account from many addresses, then 429 even with the right one', async () => {
    const user = await createUser(t);
    for (let i = 0; i < RATE_LIMITS.loginAccount.points; i++) {
      expect((await post('/api/login', { email: user.email, password: 'wrong-password' }, uniqueIp())).status).toBe(
        401,
      );
    }
    const retryAfter = await expect429(
      await post('/api/login', { email: user.email.toUpperCase(), password: user.password }, uniqueIp()),
    );
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('login: a success clears the account counter', async () => {
    const user = await createUser(t);
    for (let i = 0; i < RATE_LIMITS.loginAccount.points - 1; i++) {
      await post('/api/login', { email: user.email, password: 'wrong-password' }, uniqueIp());
    }
    expect((await post('/api/login', { email: user.email, password: user.password }, uniqueIp())).status).toBe(200);
    expect((await post('/api/login', { email: user.email, password: 'wrong-password' }, uniqueIp())).status).toBe(401);
    expect((await post('/api/login', { email: user.email, password: user.password }, uniqueIp())).status).toBe(200);
  });

  it('login: 50 failures from one address across accounts, then 429 for that address only', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.loginIp.points; i++) {
      expect(
        (await post('/api/login', { email: `${uniqueName()}@example.com`, password: 'whatever1' }, ip)).status,
      ).toBe(401);
    }
    const user = await createUser(t);
    await expect429(await post('/api/login', { email: user.email, password: user.password }, ip));
    expect((await post('/api/login', { email: user.email, password: user.password }, uniqueIp())).status).toBe(200);
  });

  it('register: 20 per hour from one address, then 429 and no account', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.registerIp.points; i++) {
      const username = uniqueName('bulk');
      expect(
        (await post('/api/register', { username, email: `${username}@example.com`, password: strongPassword() }, ip))
          .status,
      ).toBe(201);
    }
    const username = uniqueName('late');
    await expect429(
      await post('/api/register', { username, email: `${username}@example.com`, password: strongPassword() }, ip),
    );
    const login = await post('/api/login', { email: `${username}@example.com`, password: 'x' }, uniqueIp());
    expect(login.status).toBe(401);
  });

  it('register: 5 per hour for one e-mail address', async () => {
    const email = `${uniqueName()}@example.com`;
    for (let i = 0; i < RATE_LIMITS.registerAccount.points; i++) {
      // The first creates the account, the next ones meet the duplicate rule: all count.
      expect([201, 422]).toContain(
        (await post('/api/register', { username: uniqueName(), email, password: strongPassword() }, uniqueIp())).status,
      );
    }
    await expect429(
      await post('/api/register', { username: uniqueName(), email, password: strongPassword() }, uniqueIp()),
    );
  });

  it.each([
    ['/api/forgotten-password', 'forgotAccount', 'forgotIp'],
    ['/api/verify-email/resend', 'resendAccount', 'resendIp'],
  ] as const)('%s: 3 per hour per address, 10 per hour per client', async (path, accountLimit, ipLimit) => {
    const email = `${uniqueName()}@example.com`;
    for (let i = 0; i < RATE_LIMITS[accountLimit].points; i++) {
      expect((await post(path, { email }, uniqueIp())).status).toBe(202);
    }
    await expect429(await post(path, { email: email.toUpperCase() }, uniqueIp()));

    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS[ipLimit].points; i++) {
      expect((await post(path, { email: `${uniqueName()}@example.com` }, ip)).status).toBe(202);
    }
    await expect429(await post(path, { email: `${uniqueName()}@example.com` }, ip));
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  it('counts the failures of two servers together', async () => {
    const env = { TRUST_PROXY: '1', REDIS_URL: process.env.TEST_REDIS_URL! };
    const [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
    try {
      const email = `${uniqueName()}@example.com`;
      const ip = uniqueIp();
      for (let i = 0; i < RATE_LIMITS.loginAccount.points; i++) {
        const res = await a.call('POST', '/api/login', {
          json: { email, password: 'wrong-password' },
          headers: { 'X-Forwarded-For': ip },
        });
        expect(res.status).toBe(401);
      }
      const res = await b.call('POST', '/api/login', {
        json: { email, password: 'wrong-password' },
        headers: { 'X-Forwarded-For': uniqueIp() },
      });
      expect(res.status).toBe(429);
    } finally {
      rateLimitsFor(a.deps).close();
      rateLimitsFor(b.deps).close();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
