import type { ApiCall, ResponseOf } from './endpoints';
import { serverApiBase, serverApiTransport } from './base';
import { withQuery, type Query } from './query';
import { ApiError } from './error';
import type { ApiResult, ApiSuccess } from './result';
import { transmit } from './transmit';
import type { SendOptions } from './transport';

export interface ServerGetOptions extends Pick<SendOptions, 'fetch' | 'base'> {
  query?: Query;
  /** The signed-in user's access token (from the cookie of the request). */
  token?: string | null;
  timeoutMs?: number;
  /** GETs a build may repeat when the API stumbles (network failure, 408/413/429/5xx). */
  retries?: number;
}

const RETRIED = new Set([0, 408, 413, 429, 500, 502, 503, 504]);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET of an on-demand render or a build, never throwing (status 0 when unreachable). */
export async function serverGet<T>(path: string, options: ServerGetOptions = {}): Promise<ApiResult<T>> {
  const { token = null, timeoutMs = 30_000, retries = 0, query } = options;
  const base = options.base ?? serverApiBase();
  // Only this server's own API is called in-process; an explicit base or transport is kept.
  const fetch = options.fetch ?? (options.base === undefined ? serverApiTransport() : undefined);
  for (let attempt = 0; ; attempt++) {
    const signal = AbortSignal.timeout(timeoutMs);
    const result = await transmit<T>(
      'GET',
      withQuery(path, query),
      { base, signal, ...(fetch ? { fetch } : {}) },
      token,
    );
    if (result.ok || attempt >= retries || !RETRIED.has(result.status)) return result;
    await wait(Math.min(300 * 2 ** attempt, 30_000));
  }
}

/** `serverGet` for callers that throw: an `ApiError` with the status (0 when unreachable). */
export async function serverGetOrThrow<T>(path: string, options: ServerGetOptions = {}): Promise<ApiSuccess<T>> {
  const result = await serverGet<T>(path, options);
  if (result.ok) return result;
  throw new ApiError(`GET ${path} failed: ${result.status} ${result.statusText}`.trim(), result);
}

/** A GET route of the contract's table: 'GET /cart', `GET /orders/${id}`. */
export type ServerRoute = Extract<ApiCall, `GET ${string}`>;

const pathOf = (route: ServerRoute) => route.slice('GET '.length);

/** `serverGet` typed by the contract: `serverApi('GET /cart', { token })` answers an `ApiResult<ActiveCart>`. */
export function serverApi<R extends ServerRoute>(
  route: R,
  options?: ServerGetOptions,
): Promise<ApiResult<ResponseOf<R>>> {
  return serverGet<ResponseOf<R>>(pathOf(route), options);
}

/** `serverGetOrThrow` typed by the contract. */
export function serverApiOrThrow<R extends ServerRoute>(
  route: R,
  options?: ServerGetOptions,
): Promise<ApiSuccess<ResponseOf<R>>> {
  return serverGetOrThrow<ResponseOf<R>>(pathOf(route), options);
}
