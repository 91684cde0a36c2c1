import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../../src/server/lib/access-tokens';
import {
  $cartCount,
  $session,
  checkToken,
  CHECK_INTERVAL_MS,
  FORCED_REFRESH_INTERVAL_MS,
  initSession,
  login,
  logout,
  stopSession,
  type LoginResponse,
} from '../../src/features/session/stores/session';
import { createUser, type TestUser } from '../support/auth';
import { installFakeBrowser, type FakeBrowser } from '../support/fake-browser';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The client session store (spec §4, §5, §9) against the real API in-process:
 * `fetch` is routed to the Hono app over a fresh database; timers and Date are fake.
 */
let t: TestApp;
let browser: FakeBrowser;
let refreshCalls: number;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

beforeEach(async () => {
  user = await createUser(t);
  browser = installFakeBrowser();
  refreshCalls = 0;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (String(input).endsWith('/token/refresh')) refreshCalls++;
    return Promise.resolve(t.app.request(input, init));
  });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stopSession();
  $session.set({ user: null, refreshing: false, error: null });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  browser.uninstall();
});

async function signIn(): Promise<LoginResponse> {
  const res = await t.app.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as LoginResponse;
  login(body);
  return body;
}

/** Lets the refresh started by a timer reach the server and come back. */
const settle = () => vi.waitFor(() => expect($session.get().refreshing).toBe(false), { timeout: 5000, interval: 5 });

const SESSION_COOKIES = [
  'hdx-token',
  'hdx-refreshToken',
  'hdx-username',
  'hdx-email',
  'hdx-id',
  'hdx-role',
  'hdx-active_cart',
];

describe('login', () => {
  it('replaces the user and writes every session cookie: Secure, SameSite=Lax, path /, 7 days', async () => {
    const body = await signIn();
    expect($session.get().user).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      role: 'ROLE_USER',
      token: body.token,
    });
    const cookies = browser.cookies();
    expect(cookies).toMatchObject({
      'hdx-token': body.token,
      'hdx-refreshToken': body.refresh_token,
      'hdx-username': user.username,
      'hdx-email': user.email,
      'hdx-id': String(user.id),
      'hdx-role': 'ROLE_USER',
    });
    for (const name of ['hdx-token', 'hdx-refreshToken', 'hdx-username', 'hdx-email', 'hdx-id', 'hdx-role']) {
      const attributes = browser.lastAttributes(name);
      expect(attributes, name).toMatchObject({ path: '/', secure: true, samesite: 'Lax' });
      expect(Date.parse(String(attributes.expires)) - Date.now(), name).toBeCloseTo(7 * 24 * 3600 * 1000, -4);
    }
  });

  it('stores the active cart cookie as JSON and counts its posts and packages', () => {
    login({
      token: 'a.b.c',
      refresh_token: 'r',
      user: {
        id: 7,
        username: 'joachim',
        email: 'j@example.com',
        role: 'ROLE_USER',
        stripeConnectID: 'acct_123',
        active_cart: {
          id: 3,
          status: 'active',
          createdAt: '2026-01-01T00:00:00.000Z',
          cartPosts: [{ id: 1, post: { id: 9, title: 'Zwerchhau', price: '4.00' } }],
          cartPackages: [{ id: 2 }],
        },
      },
    });
    expect(JSON.parse(browser.cookies()['hdx-active_cart']!)).toMatchObject({
      id: 3,
      cartPosts: [{ id: 1, post: { id: 9 } }],
    });
    expect(browser.cookies()['hdx-stripeConnectID']).toBe('acct_123');
    expect($cartCount.get()).toBe(2);
  });
});

describe('at load', () => {
  it('starts logged out without a token cookie, and logged in with one', async () => {
    initSession();
    expect($session.get().user).toBeNull();
    stopSession();
    const body = await signIn();
    $session.set({ user: null, refreshing: false, error: null });
    initSession();
    expect($session.get().user).toMatchObject({ id: user.id, token: body.token });
    await settle();
    expect(refreshCalls).toBe(0);
  });

  it('with only a refresh token (the token cookie expired), refreshes at once and logs in', async () => {
    await signIn();
    document.cookie = 'hdx-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    $session.set({ user: null, refreshing: false, error: null });
    initSession();
    expect($session.get().user).toBeNull();
    await vi.waitFor(() => expect($session.get().user).not.toBeNull());
    expect(refreshCalls).toBe(1);
    expect($session.get().user).toMatchObject({ id: user.id, username: user.username });
  });
});

describe('the 60-second token check', () => {
  it('leaves a valid token alone', async () => {
    await signIn();
    initSession();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 5);
    await settle();
    expect(refreshCalls).toBe(0);
  });

  it('refreshes an expired token: the new one is saved with the 1 minute expiry argument and the refresh token rotates', async () => {
    const first = await signIn();
    initSession();
    const expired = await signAccessToken(
      t.deps.secrets.jwtSecret,
      { userId: user.id, role: 'ROLE_USER', username: user.username },
      Date.now() - 16 * 60_000,
    );
    document.cookie = `hdx-token=${expired}; path=/`;
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(refreshCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    await settle();
    const cookies = browser.cookies();
    expect(cookies['hdx-token']).not.toBe(expired);
    expect(cookies['hdx-refreshToken']).not.toBe(first.refresh_token);
    expect($session.get().user?.token).toBe(cookies['hdx-token']);
    const attributes = browser.lastAttributes('hdx-token');
    expect(Date.parse(String(attributes.expires)) - Date.now()).toBeGreaterThan(55_000);
    expect(Date.parse(String(attributes.expires)) - Date.now()).toBeLessThanOrEqual(60_000);
    expect(attributes).toMatchObject({ path: '/', secure: true, samesite: 'Lax' });
    expect(browser.lastAttributes('hdx-refreshToken').expires).toBeDefined();
  });

  it('refreshes again when the refreshed token cookie reaches its minute', async () => {
    await signIn();
    document.cookie = 'hdx-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    initSession();
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    await settle();
    // vi.waitFor moves the fake clock while it polls, so the cookie's minute is read from the
    // cookie itself rather than assumed to end on the check's tick.
    const lapse = Date.parse(String(browser.lastAttributes('hdx-token').expires));
    await vi.advanceTimersByTimeAsync(lapse - Date.now() - 1000);
    expect(browser.cookies()['hdx-token']).toBeDefined();
    expect(refreshCalls).toBe(1);
    // The cookie lapses; the next 60-second check, at most a minute later, refreshes. The clock
    // moves a second at a time so it stops at that check, not a minute past the new cookie.
    for (let waited = 0; refreshCalls < 2 && waited <= CHECK_INTERVAL_MS + 1000; waited += 1000) {
      await vi.advanceTimersByTimeAsync(1000);
    }
    await vi.waitFor(() => expect(refreshCalls).toBe(2));
    await settle();
    expect(browser.cookies()['hdx-token']).toBeDefined();
    expect($session.get().user).not.toBeNull();
  });

  it('logs out when neither token exists', async () => {
    await signIn();
    initSession();
    document.cookie = 'hdx-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'hdx-refreshToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    localStorage.setItem('anything', '1');
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect($session.get().user).toBeNull();
    expect(browser.cookies()).toEqual({});
    expect(browser.storage.size).toBe(0);
    expect(browser.navigations).toEqual([]);
  });

  it("on a refused refresh (revoked token) logs out with 'Authentication failed. Please log in again.'", async () => {
    const body = await signIn();
    await t.app.request('/api/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: body.refresh_token }),
    });
    document.cookie = 'hdx-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    localStorage.setItem('hdx-something', 'x');
    initSession();
    await settle();
    await vi.waitFor(() => expect($session.get().error).toBe('Authentication failed. Please log in again.'));
    expect($session.get().user).toBeNull();
    expect(browser.cookies()).toEqual({});
    expect(browser.storage.size).toBe(0);
  });
});

describe('the 15-minute forced refresh', () => {
  it('refreshes every 15 minutes even while the token is still valid', async () => {
    await signIn();
    // A token valid 25 minutes, so only the forced refresh can explain a refresh at 15.
    const longer = await signAccessToken(
      t.deps.secrets.jwtSecret,
      { userId: user.id, role: 'ROLE_USER', username: user.username },
      Date.now() + 10 * 60_000,
    );
    document.cookie = `hdx-token=${longer}; path=/`;
    initSession();
    await vi.advanceTimersByTimeAsync(FORCED_REFRESH_INTERVAL_MS - CHECK_INTERVAL_MS);
    await settle();
    expect(refreshCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    await settle();
    expect(browser.cookies()['hdx-token']).not.toBe(longer);
    expect($session.get().user).not.toBeNull();
  });
});

describe('refresh failures (§8 messages)', () => {
  async function failWith(respond: () => Promise<Response>) {
    await signIn();
    vi.stubGlobal('fetch', respond);
    document.cookie = 'hdx-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await checkToken();
    expect($session.get().user).toBeNull();
    expect(browser.cookies()).toEqual({});
    return $session.get().error;
  }

  it("a server error gives 'Failed to refresh token: {status} {body}' and logs 'Network response was not ok'", async () => {
    expect(await failWith(async () => new Response('upstream down', { status: 502 }))).toBe(
      'Failed to refresh token: 502 upstream down',
    );
    expect(console.error).toHaveBeenCalledWith('Network response was not ok', 502);
  });

  it("a 403 gives 'Authentication failed. Please log in again.'", async () => {
    expect(await failWith(async () => new Response('{}', { status: 403 }))).toBe(
      'Authentication failed. Please log in again.',
    );
  });

  it("an answer without a token gives 'No token in response'", async () => {
    expect(await failWith(async () => Response.json({ refresh_token: 'x' }))).toBe('No token in response');
  });

  it("a network failure gives 'An unexpected error occurred during token refresh'", async () => {
    expect(await failWith(() => Promise.reject(new TypeError('fetch failed')))).toBe(
      'An unexpected error occurred during token refresh',
    );
  });

  it('shows the loading state while the refresh runs', async () => {
    await signIn();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async () => {
      await gate;
      return Response.json({ token: 'x.eyJleHAiOjk5OTk5OTk5OTl9.y' });
    });
    document.cookie = 'hdx-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const pending = checkToken();
    await vi.waitFor(() => expect($session.get().refreshing).toBe(true));
    release();
    await pending;
    expect($session.get().refreshing).toBe(false);
    expect($session.get().user?.token).toBe('x.eyJleHAiOjk5OTk5OTk5OTl9.y');
  });
});

describe('logout', () => {
  it('empties the session, clears every cookie and local storage, revokes the refresh token and goes to /sign-in', async () => {
    const body = await signIn();
    document.cookie = 'unrelated=1; path=/';
    localStorage.setItem('i18nextLng', 'fr');
    logout();
    expect($session.get()).toEqual({ user: null, refreshing: false, error: null });
    expect(browser.cookies()).toEqual({});
    expect(browser.storage.size).toBe(0);
    expect(browser.navigations).toEqual(['/sign-in']);
    await vi.waitFor(async () => {
      const res = await t.app.request('/api/token/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: body.refresh_token }),
      });
      expect(res.status).toBe(401);
    });
    for (const name of SESSION_COOKIES) expect(browser.cookies()[name]).toBeUndefined();
  });
});
