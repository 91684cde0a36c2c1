import { networkFailure, type ApiResult } from './result';
import { isAbort, readResult, send, type SendOptions } from './transport';

/** A call without a session (the refresh and logout calls themselves, server renders with their own token). */
export async function transmit<T>(
  method: string,
  path: string,
  options: SendOptions = {},
  token: string | null = null,
): Promise<ApiResult<T>> {
  try {
    return await readResult<T>(await send(method, path, options, token));
  } catch (error) {
    if (isAbort(error)) throw error;
    return networkFailure();
  }
}
