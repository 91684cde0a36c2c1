import type { AstroCookies } from 'astro';
import { COOKIE } from './cookie-names';
import { isTokenValid } from './jwt';

/** The session the `hdx-` cookies carry to an on-demand page (the API checks the token itself). */
export interface RequestSession {
  /** The access token, while it has not expired; null for a visitor. */
  token: string | null;
  /** A refresh token is there: the browser can renew an expired access token. */
  canRenew: boolean;
}

/** A visitor's session: what pre-rendered pages (and the server's renders of them) are rendered for. */
export const VISITOR: RequestSession = { token: null, canRenew: false };

export function sessionOfCookies(cookies: AstroCookies): RequestSession {
  const token = cookies.get(COOKIE.token)?.value;
  return {
    token: token && isTokenValid(token) ? token : null,
    canRenew: Boolean(cookies.get(COOKIE.refreshToken)?.value),
  };
}
