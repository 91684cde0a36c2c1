import type { ApiFailure, FieldErrors } from './result';

/** A failure turned into an exception, for callers that throw (market, search, refresh, server loaders). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly errors: FieldErrors;
  readonly body: string;
  /** The code of `message`, by which a page translates it. */
  readonly coded: ApiFailure['coded'];

  constructor(message: string, failure: Partial<Pick<ApiFailure, 'status' | 'errors' | 'body' | 'coded'>> = {}) {
    super(message);
    this.status = failure.status ?? 0;
    this.errors = failure.errors ?? {};
    this.body = failure.body ?? '';
    this.coded = failure.coded ?? null;
  }
}
