import { COOKIE } from '../cookie-names';
import { readCookie } from '../cookies';
import { isTokenValid } from '../jwt';
import { $session, refreshSession } from '../../features/session/stores/session';

/** The access token the session holds now (cookie first), valid or not. */
export function currentToken(): string | null {
  return readCookie(COOKIE.token) ?? $session.get().user?.token ?? null;
}

/**
 * A valid access token for the next call: the token cookie lives only a minute after a
 * refresh (spec §9), so a missing or expired one is refreshed first. `force` refreshes even
 * a valid one (after a 401). Null when the session cannot be renewed.
 */
export async function accessToken(force = false): Promise<string | null> {
  const current = currentToken();
  if (!force && isTokenValid(current)) return current;
  if (!(await refreshSession({ force: true }))) return null;
  return currentToken();
}

/** How a call carries the session: the token to send first, and the one to retry with after a 401. */
export interface SessionPolicy {
  first(): Promise<string | null>;
  renewed(): Promise<string | null>;
}

/** The token as it is; a 401 renews the session once and retries (islands, stores). */
export const WITH_SESSION: SessionPolicy = {
  first: async () => currentToken(),
  renewed: () => accessToken(true),
};
