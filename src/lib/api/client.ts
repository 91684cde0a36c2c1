import { networkFailure, type ApiResult } from './result';
import { WITH_SESSION, type SessionPolicy } from './token';
import { isAbort, readResult, send, type SendOptions } from './transport';

export interface CallOptions extends SendOptions {
  /** `true`: the session's token as it is, renewed once on a 401 (`WITH_SESSION`). */
  auth?: boolean | SessionPolicy;
}

/**
 * The browser's one API call, never throwing (except on the caller's abort): adds the
 * bearer, renews it once on 401 and reads the answer into an `ApiResult`.
 */
export async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
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
