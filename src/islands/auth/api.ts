import { authorization, refreshSession } from '../../stores/session';
import { API_BASE } from '../../stores/session-refresh';
import { COMMON } from './strings';

export type FieldErrors = Record<string, string[]>;

export interface ApiResult<T> {
  ok: boolean;
  /** 0 when the server could not be reached. */
  status: number;
  data: T | null;
  /** The API's `{ message }` (or a network message) when not ok. */
  message: string | null;
  errors: FieldErrors;
}

interface CallOptions {
  /** Send the session's bearer token; a 401 refreshes the session once and retries. */
  auth?: boolean;
  body?: unknown;
}

async function send(method: string, path: string, { auth = false, body }: CallOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(auth ? authorization() : {}) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${API_BASE}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** One call to the API from an account island, never throwing: the form shows what it gets. */
export async function callApi<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await send(method, path, options);
    if (response.status === 401 && options.auth && (await refreshSession({ force: true }))) {
      response = await send(method, path, options);
    }
  } catch {
    return { ok: false, status: 0, data: null, message: COMMON.networkError, errors: {} };
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (response.ok) return { ok: true, status: response.status, data: json as T, message: null, errors: {} };
  const body = (json ?? {}) as { message?: unknown; errors?: unknown };
  return {
    ok: false,
    status: response.status,
    data: null,
    message: typeof body.message === 'string' ? body.message : `${response.status} ${response.statusText}`,
    errors: body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : {},
  };
}

/** A same-site path to return to after signing in (`?next=`), never another origin. */
export function safeNext(value: string | null, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
