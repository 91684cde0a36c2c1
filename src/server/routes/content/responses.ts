import { MESSAGES } from '../../lib/http-error';
import { errorResponse } from '../../lib/openapi';

/** Security requirement of the calls that need `Authorization: Bearer <access token>`. */
export const bearer = [{ bearerAuth: [] }];

export const authErrors = {
  401: errorResponse(MESSAGES.unauthorized),
  403: errorResponse(MESSAGES.forbidden),
} as const;

export const bodyErrors = {
  400: errorResponse(
    `${MESSAGES.invalidInput} (missing field or wrong type), or ${MESSAGES.badRequest} (malformed body)`,
  ),
  415: errorResponse('Unsupported Media Type (wrong Content-Type)'),
  422: errorResponse(
    `${MESSAGES.unprocessable} (a value breaks a rule: length, range, format, duplicate, unknown link)`,
  ),
} as const;

export const uploadErrors = {
  413: errorResponse(MESSAGES.payloadTooLarge),
} as const;

/** The answers of a call naming a row by its id: a malformed id, or no such row. */
export const idErrors = {
  400: errorResponse(MESSAGES.invalidInput),
  404: errorResponse(MESSAGES.notFound),
} as const;
