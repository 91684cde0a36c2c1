import { withQuery, type Query } from './base';
import { networkFailure, type ApiResult } from './result';
import { accessToken, currentToken, signInAgain } from './token';
import { isAbort, readResult, send, type SendOptions } from './transport';

/**
 * - `true`: sends the session's bearer as it is; a 401 renews the session once and retries.
 * - `'required'` (the dashboard): renews an expired token before sending; a session that
 *   cannot be renewed goes back to sign-in.
 */
export type AuthPolicy = boolean | 'required';

export interface CallOptions extends SendOptions {
  auth?: AuthPolicy;
}

/** The token to send first under `auth`. */
export function bearerFor(auth: AuthPolicy | undefined): Promise<string | null> {
  if (!auth) return Promise.resolve(null);
  return auth === 'required' ? accessToken() : Promise.resolve(currentToken());
}

/** After a 401: the renewed token to retry with, or null (and, when required, back to sign-in). */
export async function renewedBearer(auth: AuthPolicy | undefined): Promise<string | null> {
  if (!auth) return null;
  const token = await accessToken(true);
  if (!token && auth === 'required') signInAgain();
  return token;
}

/**
 * The browser's one API call, never throwing (except on the caller's abort): adds the
 * bearer, renews it once on 401 and reads the answer into an `ApiResult`.
 */
export async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  try {
    let response = await send(method, path, options, await bearerFor(options.auth));
    if (response.status === 401 && options.auth) {
      const token = await renewedBearer(options.auth);
      if (token) response = await send(method, path, options, token);
    }
    return await readResult<T>(response);
  } catch (error) {
    if (isAbort(error)) throw error;
    return networkFailure();
  }
}

export interface SignedInOptions extends Omit<CallOptions, 'auth'> {
  query?: Query;
}

/** The dashboard's calls: signed in, never cached. */
export function callSignedIn<T>(
  method: string,
  path: string,
  { query, ...options }: SignedInOptions = {},
): Promise<ApiResult<T>> {
  return call<T>(method, withQuery(path, query), { cache: 'no-store', ...options, auth: 'required' });
}
