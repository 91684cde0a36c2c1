import type { ActiveCart } from '../lib/cart-cookie';
import { API_BASE } from './api-base';

/** Spec §8 Refresh and session refresh messages, quoted exactly. */
export const REFRESH_MESSAGES = {
  authenticationFailed: 'Authentication failed. Please log in again.',
  unexpected: 'An unexpected error occurred during token refresh',
  notOk: 'Network response was not ok',
  noToken: 'No token in response',
  failed: (status: number, body: string) => `Failed to refresh token: ${status} ${body}`,
} as const;

export class RefreshError extends Error {}

export interface RefreshResponse {
  token: string;
  refresh_token?: string;
  stripeConnectID?: string | null;
  active_cart?: ActiveCart | null;
}

export { API_BASE };

/**
 * Spec §7 Refresh: POST {api}/token/refresh with {refresh_token}; the answer must carry
 * a token (§5). Every failure becomes a RefreshError with the §8 message.
 */
export async function requestRefresh(refreshToken: string): Promise<RefreshResponse> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/token/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  } catch (error) {
    console.error(REFRESH_MESSAGES.unexpected, error);
    throw new RefreshError(REFRESH_MESSAGES.unexpected);
  }
  if (response.status === 401 || response.status === 403) throw new RefreshError(REFRESH_MESSAGES.authenticationFailed);
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    console.error(REFRESH_MESSAGES.notOk, response.status);
    throw new RefreshError(REFRESH_MESSAGES.failed(response.status, body));
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new RefreshError(REFRESH_MESSAGES.noToken);
  }
  if (
    !data ||
    typeof data !== 'object' ||
    typeof (data as { token?: unknown }).token !== 'string' ||
    !(data as { token: string }).token
  ) {
    console.error(REFRESH_MESSAGES.noToken);
    throw new RefreshError(REFRESH_MESSAGES.noToken);
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
