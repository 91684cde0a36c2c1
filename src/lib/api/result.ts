import type { CodedText, ErrorBody, FieldErrors } from '../../contract/errors';

export type { FieldErrors };

interface Answer {
  status: number;
  statusText: string;
  /** The API's `{ message }`, if any (never on a success). */
  message: string | null;
  /** The API's field errors (none on a success). */
  errors: FieldErrors;
}

/** A refused or failed call: status 0 when the server could not be reached. §8 texts are built from it. */
export interface ApiFailure extends Answer {
  ok: false;
  /** The body as sent (some §8 texts quote it). */
  body: string;
  /** The code of `message` and its values, by which the page translates it; null when the answer had none. */
  coded: CodedText | null;
  /** The code of each field error, in the order of `errors`. */
  errorCodes: NonNullable<ErrorBody['errorCodes']>;
}

export interface ApiSuccess<T> extends Answer {
  ok: true;
  /** The JSON body; null when there was none or it was not JSON. */
  data: T;
  headers: Headers;
}

/** The outcome of one call, never thrown: the caller decides what to show or log. */
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

const paramsOf = (params: unknown): Pick<CodedText, 'params'> =>
  params && typeof params === 'object' ? { params: params as Record<string, string> } : {};

export function failureOf(status: number, statusText: string, body: unknown, text = ''): ApiFailure {
  const value = (body ?? {}) as {
    message?: unknown;
    errors?: unknown;
    code?: unknown;
    params?: unknown;
    errorCodes?: unknown;
  };
  return {
    ok: false,
    status,
    statusText,
    message: typeof value.message === 'string' ? value.message : null,
    errors: value.errors && typeof value.errors === 'object' ? (value.errors as FieldErrors) : {},
    body: text,
    coded: typeof value.code === 'string' ? { code: value.code, ...paramsOf(value.params) } : null,
    errorCodes:
      value.errorCodes && typeof value.errorCodes === 'object' ? (value.errorCodes as ApiFailure['errorCodes']) : {},
  };
}

export const networkFailure = (): ApiFailure => failureOf(0, 'Network error', null);

/** Spec §8 style: '{prefix}: {status} {text}'. */
export function failureText(prefix: string, failure: Pick<ApiFailure, 'status' | 'statusText' | 'message'>): string {
  return `${prefix}: ${failure.status} ${failure.message ?? failure.statusText}`.trim();
}
