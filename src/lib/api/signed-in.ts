import type { ApiCall, RequestOf, ResponseOf } from './endpoints';
import { withQuery, type Query } from './query';
import { call, type CallOptions } from './client';
import type { ApiResult } from './result';
import { accessToken, type SessionPolicy } from './token';
import { split, type TypedOptions } from './typed';

/**
 * The dashboard's calls. A module of its own: the islands' bundles (which share the client)
 * stay without the renew-first and sign-in-again code.
 */

/** The session is gone for good: back to the sign-in page, returning here afterwards. */
export function signInAgain(): void {
  const next = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/sign-in?next=${encodeURIComponent(next)}`);
}

/** An expired token is renewed before sending; a session that cannot be renewed goes back to sign-in (the dashboard). */
export const SIGNED_IN: SessionPolicy = {
  first: () => accessToken(),
  renewed: async () => {
    const token = await accessToken(true);
    if (!token) signInAgain();
    return token;
  },
};

export interface SignedInOptions extends Omit<CallOptions, 'auth'> {
  query?: Query;
}

/** The dashboard's calls: signed in, never cached. */
export function callSignedIn<T>(
  method: string,
  path: string,
  { query, ...options }: SignedInOptions = {},
): Promise<ApiResult<T>> {
  return call<T>(method, withQuery(path, query), { cache: 'no-store', ...options, auth: SIGNED_IN });
}

type SignedInTypedOptions<R extends ApiCall> = Omit<TypedOptions<R>, 'auth'> & { query?: Query };

/** `callSignedIn` typed by the contract (the dashboard). */
export function apiSignedIn<R extends ApiCall>(
  route: R,
  ...[options]: RequestOf<R> extends never ? [SignedInTypedOptions<R>?] : [SignedInTypedOptions<R>]
): Promise<ApiResult<ResponseOf<R>>> {
  const [method, path] = split(route);
  return callSignedIn<ResponseOf<R>>(method, path, options as CallOptions);
}
