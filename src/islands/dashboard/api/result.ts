export type FieldErrors = Record<string, string[]>;

/** What a failed call tells the screen: §8 toasts are built from it. */
export interface ApiFailure {
  ok: false;
  /** 0 when the server could not be reached. */
  status: number;
  statusText: string;
  /** The API's `{ message }`, if any. */
  message: string | null;
  errors: FieldErrors;
}

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
  headers: Headers;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** Reads a response body as JSON when it is JSON, else null. */
export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function failureOf(status: number, statusText: string, body: unknown): ApiFailure {
  const value = (body ?? {}) as { message?: unknown; errors?: unknown };
  return {
    ok: false,
    status,
    statusText,
    message: typeof value.message === 'string' ? value.message : null,
    errors: value.errors && typeof value.errors === 'object' ? (value.errors as FieldErrors) : {},
  };
}

export const networkFailure = (): ApiFailure => ({ ok: false, status: 0, statusText: '', message: null, errors: {} });
