import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Field name -> messages, returned beside `message` for validation failures. */
export type FieldErrors = Record<string, string[]>;

/** The one error shape of the API: `{ message, errors? }`. */
export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

/** The literal messages of the spec's error catalogue (§8). */
export const MESSAGES = {
  badRequest: 'Error 400 : Bad request',
  invalidInput: 'Error 400: Invalid input',
  unprocessable: 'Error 422: Unprocessable entity',
  notFound: 'Error 404: Resource not found',
  postNotFound: 'Post not found',
  masterNotFound: 'MasterHistory resource not found',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  payloadTooLarge: 'Error 413: Payload too large',
  unsupportedMediaType: 'Error 415: Unsupported media type',
  tooManyRequests: 'Too many requests, please try again later',
  internal: 'Internal server error',
  databaseUnavailable: 'The database is not available at the moment: please try again in a moment',
  routeNotFound: 'Error 404: Resource not found',
} as const;

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
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const badRequest = (message: string = MESSAGES.badRequest, errors?: FieldErrors) =>
  new HttpError(400, message, errors);
export const invalidInput = (errors?: FieldErrors) => new HttpError(400, MESSAGES.invalidInput, errors);
export const unprocessable = (errors?: FieldErrors) => new HttpError(422, MESSAGES.unprocessable, errors);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
