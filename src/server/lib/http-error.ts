import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { ErrorBody, FieldErrors } from '../../contract/errors';
import { MESSAGES } from '../../contract/messages';
import { errorBody } from './error-body';

// Re-exported: the routes and services throw with these beside the HttpError helpers.
export { MESSAGES };
export type { ErrorBody, FieldErrors };

export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: ContentfulStatusCode, message: string, errors?: FieldErrors, headers?: Record<string, string>) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }

  toBody(): ErrorBody {
    return errorBody(this.message, this.errors);
  }
}

export const badRequest = (message: string = MESSAGES.badRequest, errors?: FieldErrors) =>
  new HttpError(400, message, errors);
export const invalidInput = (errors?: FieldErrors) => new HttpError(400, MESSAGES.invalidInput, errors);
export const unprocessable = (errors?: FieldErrors) => new HttpError(422, MESSAGES.unprocessable, errors);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
