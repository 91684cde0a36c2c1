import { authorization, refreshSession } from './session';
import { API_BASE } from './api-base';

/** The outcome of one call, never thrown: islands decide what to show or log. */
export interface ApiAnswer<T> {
  ok: boolean;
  /** 0 when the server could not be reached. */
  status: number;
  statusText: string;
  data: T | null;
  /** The API's `{ message }` when it sent one. */
  message: string | null;
  errors: Record<string, string[]>;
  headers: Headers | null;
}

export interface CallOptions {
  /** Sends the session's bearer; a 401 refreshes the session once and retries. */
  auth?: boolean;
  json?: unknown;
  form?: FormData;
}

function send(method: string, path: string, { auth = false, json, form }: CallOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(auth ? authorization() : {}) };
  let body: BodyInit | undefined;
  if (form) body = form;
  else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  return fetch(`${API_BASE}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
}

/** fetch on the same-origin API (plain fetch keeps the islands free of ky). */
export async function apiCall<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await send(method, path, options);
    if (response.status === 401 && options.auth && (await refreshSession({ force: true }))) {
      response = await send(method, path, options);
    }
  } catch {
    return { ok: false, status: 0, statusText: 'Network error', data: null, message: null, errors: {}, headers: null };
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const base = { status: response.status, statusText: response.statusText, headers: response.headers };
  if (response.ok) return { ...base, ok: true, data: parsed as T, message: null, errors: {} };
  const body = (parsed ?? {}) as { message?: unknown; errors?: unknown };
  return {
    ...base,
    ok: false,
    data: null,
    message: typeof body.message === 'string' ? body.message : null,
    errors: body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {},
  };
}

/** Spec §8 style: '{prefix}: {status} {text}'. */
export function failure(prefix: string, answer: Pick<ApiAnswer<unknown>, 'status' | 'statusText' | 'message'>): string {
  return `${prefix}: ${answer.status} ${answer.message ?? answer.statusText}`.trim();
}
