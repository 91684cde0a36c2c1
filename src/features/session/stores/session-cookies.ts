import { parseActiveCartCookie, serializeActiveCart, type ActiveCart } from '../../../lib/cart-cookie';
import { COOKIE } from '../../../lib/cookie-names';
import { readCookie, REFRESHED_TOKEN_DAYS, removeCookie, writeCookie } from '../../../lib/cookies';
import { decodeJwtPayload } from '../../../lib/jwt';
import type { LoginResponse, SessionUser } from './session-types';
import type { RefreshResponse } from './session-refresh';

/** The user the cookies describe; none without a token cookie (spec §4: logged in at load only then). */
export function userFromCookies(): SessionUser | null {
  const token = readCookie(COOKIE.token);
  if (!token) return null;
  const claims = decodeJwtPayload(token) ?? {};
  const id = Number(readCookie(COOKIE.id) ?? claims.sub);
  const role = (readCookie(COOKIE.role) ?? claims.role) === 'ROLE_ADMIN' ? 'ROLE_ADMIN' : 'ROLE_USER';
  return {
    id: Number.isInteger(id) ? id : 0,
    username: readCookie(COOKIE.username) ?? (typeof claims.username === 'string' ? claims.username : ''),
    email: readCookie(COOKIE.email) ?? '',
    role,
    token,
    refreshToken: readCookie(COOKIE.refreshToken),
    stripeConnectID: readCookie(COOKIE.stripeConnectID),
    active_cart: parseActiveCartCookie(readCookie(COOKIE.activeCart)),
  };
}

export function saveActiveCart(cart: ActiveCart | null): void {
  if (cart) writeCookie(COOKIE.activeCart, serializeActiveCart(cart));
  else removeCookie(COOKIE.activeCart);
}

/** Spec §4/§9: sign-in writes every session cookie for 7 days. */
export function saveLoginCookies(response: LoginResponse): void {
  const { user } = response;
  writeCookie(COOKIE.token, response.token);
  writeCookie(COOKIE.refreshToken, response.refresh_token);
  writeCookie(COOKIE.username, user.username);
  writeCookie(COOKIE.email, user.email);
  writeCookie(COOKIE.id, String(user.id));
  writeCookie(COOKIE.role, user.role);
  if (user.stripeConnectID) writeCookie(COOKIE.stripeConnectID, user.stripeConnectID);
  else removeCookie(COOKIE.stripeConnectID);
  saveActiveCart(user.active_cart);
}

/**
 * Spec §4: the refreshed token is saved with the 1 minute expiry argument; the next
 * refresh token (rotation), the payment account id and the active cart when sent.
 */
export function saveRefreshCookies(data: RefreshResponse): void {
  writeCookie(COOKIE.token, data.token, REFRESHED_TOKEN_DAYS);
  if (data.refresh_token) writeCookie(COOKIE.refreshToken, data.refresh_token);
  if ('stripeConnectID' in data) {
    if (data.stripeConnectID) writeCookie(COOKIE.stripeConnectID, data.stripeConnectID);
    else removeCookie(COOKIE.stripeConnectID);
  }
  if ('active_cart' in data) saveActiveCart(data.active_cart ?? null);
}
