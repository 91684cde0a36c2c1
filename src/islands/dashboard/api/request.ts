import { API_BASE } from '../../../stores/session-refresh';
import { failureOf, networkFailure, parseJson, type ApiResult } from './result';
import { accessToken, signInAgain } from './token';

export interface RequestOptions {
  json?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send(method: string, path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(apiUrl(path, options.query), {
    method,
    headers,
    cache: 'no-store',
    ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * One authenticated call of the dashboard, never throwing (except on abort): a 401 renews
 * the session once and retries; a session that cannot be renewed goes back to sign-in.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    let token = await accessToken();
    response = await send(method, path, options, token);
    if (response.status === 401) {
      token = await accessToken(true);
      if (!token) {
        signInAgain();
      } else {
        response = await send(method, path, options, token);
      }
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return networkFailure();
  }
  const body = parseJson(await response.text());
  if (!response.ok) return failureOf(response.status, response.statusText, body);
  return { ok: true, status: response.status, data: body as T, headers: response.headers };
}
