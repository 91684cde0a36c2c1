import { COOKIE } from '../cookie-names';
import { readCookie } from '../cookies';
import { isTokenValid } from '../jwt';

/** What the calls need of the signed-in session; the session store connects itself (lib imports no feature). */
export interface SessionSource {
  /** The access token the store holds in memory. */
  token(): string | null;
  /** Renews the session now; false when it cannot be renewed. */
  refresh(): Promise<boolean>;
}

let session: SessionSource | null = null;

export function connectSession(source: SessionSource): void {
  session = source;
}

/** The access token the session holds now (cookie first), valid or not. */
export function currentToken(): string | null {
  return readCookie(COOKIE.token) ?? session?.token() ?? null;
}

/**
 * A valid access token for the next call: the token cookie lives only a minute after a
 * refresh (spec §9), so a missing or expired one is refreshed first. `force` refreshes even
 * a valid one (after a 401). Null when the session cannot be renewed.
 */
export async function accessToken(force = false): Promise<string | null> {
  const current = currentToken();
  if (!force && isTokenValid(current)) return current;
  if (!session || !(await session.refresh())) return null;
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
