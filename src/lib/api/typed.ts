import type { ApiCall, RequestOf, ResponseOf } from './endpoints';
import { call, type CallOptions } from './client';
import type { ApiResult } from './result';

export type TypedOptions<R extends ApiCall> = Omit<CallOptions, 'json'> &
  ([RequestOf<R>] extends [never] ? { json?: never } : { json: RequestOf<R> });

/** 'GET /posts/1' -> ['GET', '/posts/1']. */
export function split(route: string): [string, string] {
  const space = route.indexOf(' ');
  return [route.slice(0, space), route.slice(space + 1)];
}

/** `call` typed by the contract: `api(`GET /posts/${id}`)` answers an `ApiResult<Post>`. */
export function api<R extends ApiCall>(
  route: R,
  ...[options]: RequestOf<R> extends never ? [TypedOptions<R>?] : [TypedOptions<R>]
): Promise<ApiResult<ResponseOf<R>>> {
  const [method, path] = split(route);
  return call<ResponseOf<R>>(method, path, options as CallOptions);
}
