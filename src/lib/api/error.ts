import type { ApiFailure, FieldErrors } from './result';

/** A failure turned into an exception, for callers that throw (market, search, refresh, server loaders). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly errors: FieldErrors;
  readonly body: string;

  constructor(message: string, failure: Partial<Pick<ApiFailure, 'status' | 'errors' | 'body'>> = {}) {
    super(message);
    this.status = failure.status ?? 0;
    this.errors = failure.errors ?? {};
    this.body = failure.body ?? '';
  }
}
