// Zod-free: the server's errors and the browser's §8 texts both read it.

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
  malformedJson: 'Malformed JSON body',
  requestTimeout: 'Error 408: Request timeout',
} as const;

/** The answers of the transcode administration routes. */
export const TRANSCODE_MESSAGES = {
  notRunning: 'The transcode queue is not open on this server',
  noFailedJob: 'No failed transcode with this id: it was retried already or never failed',
  postDeleted: 'The post of this transcode was deleted: there is nothing to retry',
} as const;
