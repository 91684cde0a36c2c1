import { atom, computed } from 'nanostores';
import { cartCount, parseActiveCartCookie, type ActiveCart } from '../../../lib/cart-cookie';
import { COOKIE } from '../../../lib/cookie-names';
import { clearAllCookies, readCookie, writeCookie } from '../../../lib/cookies';
import { isTokenValid } from '../../../lib/jwt';
import { connectSession } from '../../../lib/api/token';
import { send } from '../../../lib/api/transport';
import { saveActiveCart, saveLoginCookies, saveRefreshCookies, userFromCookies } from './session-cookies';
import type { RefreshResponse } from './session-refresh';
import type { LoginResponse, SessionState } from './session-types';
import { UNLISTED_CODE } from '../../../contract/api-texts';

/** The refresh itself (request, cross-tab lock, §8 messages) loads only when one is due. */
type Refresh = typeof import('./session-refresh');

export type { LoginResponse, SessionState, SessionUser } from './session-types';

/** Spec §9: validity check every 60 s, forced refresh every 15 min. */
export const CHECK_INTERVAL_MS = 60_000;
export const FORCED_REFRESH_INTERVAL_MS = 15 * 60_000;

export const $session = atom<SessionState>({ user: null, refreshing: false, error: null });
/** Spec §2: cart posts plus cart packages. */
export const $cartCount = computed($session, (state) => cartCount(state.user?.active_cart));

function patch(changes: Partial<SessionState>): void {
  $session.set({ ...$session.get(), ...changes });
}

/** Spec §4: login replaces the user; every field goes to its 7-day cookie. */
export function login(response: LoginResponse): void {
  const { user } = response;
  saveLoginCookies(response);
  $session.set({
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      token: response.token,
      refreshToken: response.refresh_token,
      stripeConnectID: user.stripeConnectID,
      active_cart: parseActiveCartCookie(readCookie(COOKIE.activeCart)) ?? user.active_cart,
    },
    refreshing: false,
    error: null,
  });
}

/** Updates the name/e-mail cookies after the account form saved them. */
export function updateSessionUser(changes: { username?: string; email?: string }): void {
  const user = $session.get().user;
  if (!user) return;
  if (changes.username) writeCookie(COOKIE.username, changes.username);
  if (changes.email) writeCookie(COOKIE.email, changes.email);
  patch({ user: { ...user, ...changes } });
}

/** For the cart: replaces or clears the active cart of the session and its cookie. */
export function setActiveCart(cart: ActiveCart | null): void {
  saveActiveCart(cart);
  const user = $session.get().user;
  if (user)
    patch({
      user: { ...user, active_cart: cart ? (parseActiveCartCookie(readCookie(COOKIE.activeCart)) ?? cart) : null },
    });
}

/** Stores new tokens after the password change (the API ends every other session). */
export function replaceTokens(token: string, refreshToken: string): void {
  writeCookie(COOKIE.token, token);
  writeCookie(COOKIE.refreshToken, refreshToken);
  const user = $session.get().user ?? userFromCookies();
  if (user) patch({ user: { ...user, token, refreshToken } });
}

export interface LogoutOptions {
  /** Go to /sign-in afterwards (Sign Out does; a failed refresh in the background does not). */
  redirect?: boolean;
  /** The sign-in page to go to: the page language's (Sign Out in French leads to /fr/sign-in). */
  to?: string;
  /** The reason shown to the user. */
  message?: string | null;
}

/**
 * Spec §4: logout empties the session, clears every cookie and local storage; Sign Out
 * then goes to /sign-in. The refresh token is revoked on the server on the way out.
 */
export function logout({ redirect = true, to = '/sign-in', message = null }: LogoutOptions = {}): void {
  const refreshToken = readCookie(COOKIE.refreshToken);
  if (refreshToken) {
    send('POST', '/logout', { json: { refresh_token: refreshToken }, keepalive: true }, null).catch(() => undefined);
  }
  clearAllCookies();
  try {
    localStorage.clear();
  } catch {
    // storage disabled: nothing to clear
  }
  $session.set({ user: null, refreshing: false, error: message });
  if (redirect) window.location.assign(to);
}

function applyRefresh(data: RefreshResponse): void {
  saveRefreshCookies(data);
  const base = $session.get().user ?? userFromCookies();
  if (!base) return;
  patch({
    user: {
      ...base,
      token: data.token,
      refreshToken: readCookie(COOKIE.refreshToken),
      stripeConnectID: readCookie(COOKIE.stripeConnectID),
      active_cart: parseActiveCartCookie(readCookie(COOKIE.activeCart)),
    },
    error: null,
  });
}

let inFlight: Promise<boolean> | null = null;

/**
 * Spec §4: exchanges the refresh token for a new access token. On failure, or without a
 * refresh token, the stored tokens are removed and the user logged out. `force` refreshes
 * even while the current token is still valid (the 15-minute refresh).
 */
export function refreshSession({ force = false }: { force?: boolean } = {}): Promise<boolean> {
  inFlight ??= import('./session-refresh')
    .then(
      (refresh) => refresh.withRefreshLock(() => refreshLocked(refresh, force)),
      (error: unknown) => {
        // The refresh code did not load (offline): the session stays as it is for now.
        console.error(error);
        return false;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

// The API client renews an expired or refused token through this store.
connectSession($session, refreshSession);

async function refreshLocked(
  { requestRefresh, ApiError, REFRESH_MESSAGES }: Refresh,
  force: boolean,
): Promise<boolean> {
  // Read inside the lock: another tab may have refreshed meanwhile.
  const refreshToken = readCookie(COOKIE.refreshToken);
  const token = readCookie(COOKIE.token);
  if (!refreshToken) {
    if ($session.get().user || token) logout({ redirect: false });
    return false;
  }
  if (!force && isTokenValid(token)) {
    if (!$session.get().user) patch({ user: userFromCookies() });
    return true;
  }
  patch({ refreshing: true });
  try {
    applyRefresh(await requestRefresh(refreshToken));
    return true;
  } catch (error) {
    const message = error instanceof ApiError ? error.message : REFRESH_MESSAGES.unexpected;
    const coded = error instanceof ApiError ? (error.coded ?? { code: UNLISTED_CODE }) : { code: 'session.unexpected' };
    // The translation loads with the first failure only; the session's bundle stays small.
    const translated = await import('../../../lib/api/translate').then(
      ({ translateMessage }) => translateMessage(coded, message),
      () => message,
    );
    logout({ redirect: false, message: translated });
    return false;
  } finally {
    patch({ refreshing: false });
  }
}

/** Spec §4: the 60-second check. A missing or expired token with a refresh token is refreshed. */
export async function checkToken(): Promise<void> {
  const token = readCookie(COOKIE.token);
  if (isTokenValid(token)) {
    if (!$session.get().user) patch({ user: userFromCookies() });
    return;
  }
  if (readCookie(COOKIE.refreshToken)) {
    await refreshSession();
    return;
  }
  if ($session.get().user || token) logout({ redirect: false });
}

let timers: ReturnType<typeof setInterval>[] = [];
let firstCheck: Promise<void> = Promise.resolve();

/** Starts the session of the page once: reads the cookies, checks now, then on the §9 intervals. */
export function initSession(): void {
  if (timers.length || typeof document === 'undefined') return;
  $session.set({ user: userFromCookies(), refreshing: false, error: $session.get().error });
  timers = [
    setInterval(() => void checkToken(), CHECK_INTERVAL_MS),
    setInterval(() => {
      if (readCookie(COOKIE.refreshToken)) void refreshSession({ force: true });
    }, FORCED_REFRESH_INTERVAL_MS),
  ];
  firstCheck = checkToken();
}

/** Resolves once the first check of the page is done (a refresh at load included). */
export function whenSessionReady(): Promise<void> {
  return firstCheck;
}

/** @internal Stops the timers between tests (a page going away drops them anyway). */
export function stopSession(): void {
  for (const timer of timers) clearInterval(timer);
  timers = [];
}
