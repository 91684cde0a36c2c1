import { call } from '../../lib/api/client';
import type { ApiResult as ApiAnswer } from '../../lib/api/result';
import { safeRedirect } from '../../lib/safe-redirect';
import { useAuthTexts } from './auth-texts';

/** The answer of the one browser API client, with a message always set when not ok. */
export type ApiResult<T> = ApiAnswer<T>;

interface CallOptions {
  /** Send the session's bearer token; a 401 refreshes the session once and retries. */
  auth?: boolean;
  body?: unknown;
  /** The message when the server cannot be reached, in the page's language. */
  networkError: string;
}

/** One call to the API from an account island, never throwing: the form shows what it gets. */
export async function callApi<T>(
  method: string,
  path: string,
  { auth, body, networkError }: CallOptions,
): Promise<ApiResult<T>> {
  const answer = await call<T>(method, path, { auth, json: body });
  if (answer.ok) return answer;
  const message = answer.status === 0 ? networkError : (answer.message ?? `${answer.status} ${answer.statusText}`);
  return { ...answer, message };
}

/** `callApi` with the page's network error message. */
export function useCallApi() {
  const { common } = useAuthTexts();
  return <T>(method: string, path: string, options: Omit<CallOptions, 'networkError'> = {}) =>
    callApi<T>(method, path, { ...options, networkError: common.networkError });
}

/** Where to go after signing in (`?next=`): a path of this site that is no auth page, else `fallback`. */
export function safeNext(value: string | null, fallback = '/'): string {
  return safeRedirect(value, window.location.origin, fallback);
}
