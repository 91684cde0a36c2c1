import type { ApiCall, RequestOf, ResponseOf } from '../../lib/api/endpoints';
import { call } from '../../lib/api/client';
import type { ApiResult } from '../../lib/api/result';
import { split } from '../../lib/api/typed';
import { safeRedirect } from '../../lib/safe-redirect';
import { useAuthTexts } from './auth-texts';

interface CallOptions<R extends ApiCall> {
  /** Send the session's bearer token; a 401 refreshes the session once and retries. */
  auth?: boolean;
  body?: RequestOf<R>;
  /** The message when the server cannot be reached, in the page's language. */
  networkError: string;
}

/** One call to the API from an account island, never throwing (a message always set when not ok): the form shows what it gets. */
export async function callApi<R extends ApiCall>(
  route: R,
  { auth, body, networkError }: CallOptions<R>,
): Promise<ApiResult<ResponseOf<R>>> {
  const [method, path] = split(route);
  const answer = await call<ResponseOf<R>>(method, path, { auth, json: body });
  if (answer.ok) return answer;
  const message = answer.status === 0 ? networkError : (answer.message ?? `${answer.status} ${answer.statusText}`);
  return { ...answer, message };
}

/** `callApi` with the page's network error message. */
export function useCallApi() {
  const { common } = useAuthTexts();
  return <R extends ApiCall>(route: R, options: Omit<CallOptions<R>, 'networkError'> = {}) =>
    callApi(route, { ...options, networkError: common.networkError });
}

/** Where to go after signing in (`?next=`): a path of this site that is no auth page, else `fallback`. */
export function safeNext(value: string | null, fallback = '/'): string {
  return safeRedirect(value, window.location.origin, fallback);
}
