import { apiUrl, type Query } from './base';
import { failureOf, networkFailure, parseJson, type ApiResult } from './result';

export interface SendOptions {
  json?: unknown;
  form?: FormData;
  query?: Query;
  signal?: AbortSignal;
  /** Gives up (as a network failure) after this long. */
  timeoutMs?: number;
  cache?: RequestCache;
  keepalive?: boolean;
  accept?: string;
  /** Another API than the browser's /api (on-demand renders, builds). */
  base?: string;
  /** Another transport (the dev server's in-process API). */
  fetch?: typeof fetch;
}

function signalOf({ signal, timeoutMs }: SendOptions): AbortSignal | undefined {
  if (!timeoutMs) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** The one `fetch` of the site's API calls. */
export function send(method: string, path: string, options: SendOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const signal = signalOf(options);
  return (options.fetch ?? fetch)(apiUrl(path, options.query, options.base), {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(signal ? { signal } : {}),
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}

export async function readResult<T>(response: Response): Promise<ApiResult<T>> {
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (!response.ok) return failureOf(response.status, response.statusText, body, text);
  return {
    ok: true,
    status: response.status,
    statusText: response.statusText,
    message: null,
    errors: {},
    data: body as T,
    headers: response.headers,
  };
}

/** The caller's own abort: passed on, never turned into a failure. */
export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return (error instanceof DOMException && error.name === 'AbortError') || Boolean(signal?.aborted);
}

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
    if (isAbort(error, options.signal)) throw error;
    return networkFailure();
  }
}
