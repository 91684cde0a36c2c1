import { networkFailure, type ApiResult } from './result';
import { WITH_SESSION, type SessionPolicy } from './token';
import { isAbort, readResult, send, type SendOptions } from './transport';

export interface CallOptions extends SendOptions {
  /** `true`: the session's token as it is, renewed once on a 401 (`WITH_SESSION`). */
  auth?: boolean | SessionPolicy;
  /**
   * Spec §9: a failed query (network failure or 5xx) is tried again this many times with
   * exponential back-off capped at 30 s; mutations are not. Default: 3 for a GET in the
   * browser, 0 otherwise (a server render or a build must not hang on a failing API).
   */
  retries?: number;
}

/** The wait before try `attempt` + 1 (1 s, 2 s, 4 s, … at most 30 s). */
export const retryDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);

const defaultRetries = (method: string) => (method === 'GET' && typeof document !== 'undefined' ? 3 : 0);

const worthRetrying = (result: ApiResult<unknown>) => !result.ok && (result.status === 0 || result.status >= 500);

/** Waits `ms`; false when the signal aborted meanwhile. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

async function callOnce<T>(method: string, path: string, options: CallOptions): Promise<ApiResult<T>> {
  const policy = options.auth === true ? WITH_SESSION : options.auth || null;
  try {
    let response = await send(method, path, options, policy ? await policy.first() : null);
    if (response.status === 401 && policy) {
      const token = await policy.renewed();
      if (token) response = await send(method, path, options, token);
    }
    return await readResult<T>(response);
  } catch (error) {
    if (isAbort(error)) throw error;
    return networkFailure();
  }
}

/**
 * The browser's one API call, never throwing (except on the caller's abort): adds the
 * bearer, renews it once on 401, reads the answer into an `ApiResult` and tries a failed
 * query again (`retries`).
 */
export async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const retries = options.retries ?? defaultRetries(method);
  let result = await callOnce<T>(method, path, options);
  for (let attempt = 0; attempt < retries && worthRetrying(result); attempt++) {
    if (!(await wait(retryDelay(attempt), options.signal))) {
      // The caller's abort is passed on; a timeout keeps the last failure.
      if (isAbort(options.signal?.reason)) throw options.signal?.reason as Error;
      break;
    }
    result = await callOnce<T>(method, path, options);
  }
  return result;
}
