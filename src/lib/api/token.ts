import { COOKIE } from '../cookie-names';
import { readCookie } from '../cookies';
import { isTokenValid } from '../jwt';

/** The session store as the calls read it (lib imports no feature: the store connects itself). */
interface SessionStore {
  get(): { user: { token: string | null } | null };
}
type Refresh = (options: { force: boolean }) => Promise<boolean>;

let store: SessionStore | undefined;
let refresh: Refresh | undefined;

/** Called once by the session store: its state, and its single-flight refresh. */
export function connectSession(session: SessionStore, refreshSession: Refresh): void {
  store = session;
  refresh = refreshSession;
}

/** The access token the session holds now (cookie first), valid or not. */
export function currentToken(): string | null {
  return readCookie(COOKIE.token) ?? store?.get().user?.token ?? null;
}

/**
 * A valid access token for the next call: the token cookie lives only a minute after a
 * refresh (spec §9), so a missing or expired one is refreshed first. `force` refreshes even
 * a valid one (after a 401). Null when the session cannot be renewed.
 */
export async function accessToken(force = false): Promise<string | null> {
  const current = currentToken();
  if (!force && isTokenValid(current)) return current;
  if (!(await refresh?.({ force: true }))) return null;
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
