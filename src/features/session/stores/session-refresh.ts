import type { ApiCode } from '../../../contract/api-messages';
import type { ActiveCart } from '../../../lib/cart-cookie';
import { ApiError } from '../../../lib/api/error';
import { transmit } from '../../../lib/api/transmit';
import { REFRESH_MESSAGES } from '../../../contract/session-messages';

// The session store reaches them through this module's namespace (it imports it on demand).
export { REFRESH_MESSAGES };

/** The codes of REFRESH_MESSAGES, by which a French page translates them. */
const refreshCode = (key: Exclude<keyof typeof REFRESH_MESSAGES, 'failed'>) => ({
  code: `session.${key}` satisfies ApiCode,
});

export interface RefreshResponse {
  token: string;
  refresh_token?: string;
  stripeConnectID?: string | null;
  active_cart?: ActiveCart | null;
}

/** Loaded with the refresh only: the session keeps it out of the page's first bundle. */
export { ApiError };

/**
 * Spec §7 Refresh: POST {api}/token/refresh with {refresh_token}; the answer must carry
 * a token (§5). Every failure becomes an ApiError with the §8 message.
 * @public session.ts takes it from this module's lazy import, which knip cannot follow.
 */
export async function requestRefresh(refreshToken: string): Promise<RefreshResponse> {
  const result = await transmit<unknown>('POST', '/token/refresh', { json: { refresh_token: refreshToken } });
  if (result.status === 0) {
    console.error(REFRESH_MESSAGES.unexpected);
    throw new ApiError(REFRESH_MESSAGES.unexpected, { coded: refreshCode('unexpected') });
  }
  if (result.status === 401 || result.status === 403)
    throw new ApiError(REFRESH_MESSAGES.authenticationFailed, {
      ...result,
      coded: refreshCode('authenticationFailed'),
    });
  if (!result.ok) {
    console.error(REFRESH_MESSAGES.notOk, result.status);
    throw new ApiError(REFRESH_MESSAGES.failed(result.status, result.body), {
      ...result,
      coded: { code: 'session.failed' satisfies ApiCode, params: { status: String(result.status), body: result.body } },
    });
  }
  const data = result.data;
  if (
    !data ||
    typeof data !== 'object' ||
    typeof (data as { token?: unknown }).token !== 'string' ||
    !(data as { token: string }).token
  ) {
    console.error(REFRESH_MESSAGES.noToken);
    throw new ApiError(REFRESH_MESSAGES.noToken, { coded: refreshCode('noToken') });
  }
  return data as RefreshResponse;
}

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/**
 * Runs `task` with the other tabs of the site excluded (Web Locks): two tabs must never
 * present the same refresh token, or the second would look like a theft and end the session.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request('hdx-session-refresh', task) : task();
}
