import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailToken } from '../../src/server/services/auth/email-tokens';
import { LOGIN_SLOWDOWN, RATE_LIMITS, rateLimitsFor } from '../../src/server/services/rate-limit';
import { SITE_ID, siteId, writeState } from '../../src/server/services/shared-state';
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
    expect(await res.json()).toMatchObject({ message: 'Too many requests, please try again later' });
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    return retryAfter;
  }

  /** The slowdown's waits, recorded instead of waited (no test depends on time). */
  function recordWaits(): number[] {
    const waits: number[] = [];
    rateLimitsFor(t.deps).wait = async (ms) => {
      waits.push(ms);
    };
    return waits;
  }

  const failFrom = async (email: string, ip: string, times: number) => {
    for (let i = 0; i < times; i++) {
      expect((await post('/api/login', { email, password: 'wrong-password' }, ip)).status).toBe(401);
    }
  };

  it('login: 10 wrong passwords for one account from one address, then 429 there even with the right one', async () => {
    recordWaits();
    const user = await createUser(t);
    const ip = uniqueIp();
    await failFrom(user.email, ip, RATE_LIMITS.loginAccountIp.points);
    const retryAfter = await expect429(
      await post('/api/login', { email: user.email.toUpperCase(), password: user.password }, ip),
    );
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('login: 10+ failures from address A do not stop the owner signing in from address B', async () => {
    recordWaits();
    const user = await createUser(t);
    const attacker = uniqueIp();
    await failFrom(user.email, attacker, RATE_LIMITS.loginAccountIp.points);
    await expect429(await post('/api/login', { email: user.email, password: 'wrong-password' }, attacker));
    expect((await post('/api/login', { email: user.email, password: user.password }, uniqueIp())).status).toBe(200);
  });

  it('login: failures from many addresses only slow the account down (a growing wait, capped), never lock it', async () => {
    const waits = recordWaits();
    const user = await createUser(t);
    const failures = 2 * RATE_LIMITS.loginAccountIp.points;
    for (let i = 0; i < failures; i++) await failFrom(user.email, uniqueIp(), 1);
    expect(waits.length).toBe(failures - LOGIN_SLOWDOWN.free);
    expect(waits[0]).toBe(LOGIN_SLOWDOWN.firstMs);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(Math.max(...waits)).toBe(LOGIN_SLOWDOWN.maxMs);
    // The owner, from an address that has not failed, waits the capped delay and signs in.
    expect((await post('/api/login', { email: user.email, password: user.password }, uniqueIp())).status).toBe(200);
    expect(waits.at(-1)).toBe(LOGIN_SLOWDOWN.maxMs);
  });

  it('login: a success clears the lockout counter of its address', async () => {
    recordWaits();
    const user = await createUser(t);
    const ip = uniqueIp();
    await failFrom(user.email, ip, RATE_LIMITS.loginAccountIp.points - 1);
    expect((await post('/api/login', { email: user.email, password: user.password }, ip)).status).toBe(200);
    await failFrom(user.email, ip, RATE_LIMITS.loginAccountIp.points - 1);
    expect((await post('/api/login', { email: user.email, password: user.password }, ip)).status).toBe(200);
  });

  it('login: the e-mailed reset link works for a locked-out owner and lifts the lockout of its address', async () => {
    recordWaits();
    const user = await createUser(t);
    const ip = uniqueIp();
    await failFrom(user.email, ip, RATE_LIMITS.loginAccountIp.points);
    await expect429(await post('/api/login', { email: user.email, password: user.password }, ip));
    expect((await post('/api/forgotten-password', { email: user.email }, ip)).status).toBe(202);
    const link = await createEmailToken(t.deps.db, user.id, 'reset-password');
    const password = strongPassword();
    expect((await post(`/api/reset-password/${link}`, { password }, ip)).status).toBe(200);
    expect((await post('/api/login', { email: user.email, password }, ip)).status).toBe(200);
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
  const env = { TRUST_PROXY: '1', REDIS_URL: process.env.TEST_REDIS_URL! };

  /** Fails to sign in from A as often as one address may, then tries once from B: its status. */
  async function afterLockoutOnA(a: TestApp, b: TestApp): Promise<number> {
    for (const app of [a, b]) rateLimitsFor(app.deps).wait = async () => {};
    const email = `${uniqueName()}@example.com`;
    const ip = uniqueIp();
    const attempt = (app: TestApp) =>
      app.call('POST', '/api/login', {
        json: { email, password: 'wrong-password' },
        headers: { 'X-Forwarded-For': ip },
      });
    for (let i = 0; i < RATE_LIMITS.loginAccountIp.points; i++) expect((await attempt(a)).status).toBe(401);
    return (await attempt(b)).status;
  }

  async function twoApps(): Promise<[TestApp, TestApp]> {
    return Promise.all([createTestApp(env), createTestApp(env)]);
  }

  async function closeAll(...apps: TestApp[]) {
    for (const app of apps) rateLimitsFor(app.deps).close();
    await Promise.all(apps.map((app) => app.close()));
  }

  it('counts the failures of two servers of one site together', async () => {
    const [a, b] = await twoApps();
    try {
      // Two servers of one site share its database, hence its id: B's copy is given A's.
      await writeState(b.deps.db, SITE_ID, await siteId(a.deps.db));
      expect(await afterLockoutOnA(a, b)).toBe(429);
    } finally {
      await closeAll(a, b);
    }
  });

  it("counts another site's failures apart (two sites on one Redis)", async () => {
    const [a, b] = await twoApps();
    try {
      expect(await siteId(a.deps.db)).not.toBe(await siteId(b.deps.db));
      expect(await afterLockoutOnA(a, b)).toBe(401);
    } finally {
      await closeAll(a, b);
    }
  });
});
