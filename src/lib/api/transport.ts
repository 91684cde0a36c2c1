import { API_BASE } from './base';
import { failureOf, networkFailure, parseJson, type ApiFailure, type ApiResult } from './result';

export interface SendOptions {
  json?: unknown;
  form?: FormData;
  /** The caller's abort (passed on as thrown) or a timeout (a network failure). */
  signal?: AbortSignal;
  cache?: RequestCache;
  keepalive?: boolean;
  accept?: string;
  /** Another API than the browser's /api (on-demand renders, builds). */
  base?: string;
  /** Another transport (the dev server's in-process API). */
  fetch?: typeof fetch;
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
  // Undefined members of a RequestInit count as absent.
  return (options.fetch ?? fetch)(`${options.base ?? API_BASE}${path}`, {
    method,
    headers,
    body,
    signal: options.signal,
    cache: options.cache,
    keepalive: options.keepalive,
  } as RequestInit);
}

/**
 * The answer read into an `ApiResult`. A body cut off while it was read is a network failure,
 * never a success without data; the caller's abort is passed on (thrown).
 */
export async function readResult<T>(response: Response): Promise<ApiResult<T>> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
    return networkFailure();
  }
  const body = parseJson(text);
  if (!response.ok) return inPageLanguage(failureOf(response.status, response.statusText, body, text));
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

/** A refusal in the page's language; the translation loads with the first refusal, so no page carries it unused. */
export function inPageLanguage(failure: ApiFailure): Promise<ApiFailure> {
  return import('./translate').then(
    ({ translateFailure }) => translateFailure(failure),
    () => failure,
  );
}

/** The caller's own abort: passed on, never turned into a failure (a timeout is one). */
export function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}
