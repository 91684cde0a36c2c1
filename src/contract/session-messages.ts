// Zod-free and small: the session store throws these words (spec §8), the catalogue
// (api-messages.ts) gives them their codes `session.*` and their French.

/** Spec §8 Refresh and session refresh messages, quoted exactly. */
export const REFRESH_MESSAGES = {
  authenticationFailed: 'Authentication failed. Please log in again.',
  unexpected: 'An unexpected error occurred during token refresh',
  notOk: 'Network response was not ok',
  noToken: 'No token in response',
  /** The catalogue's template is this text with `{{status}}` and `{{body}}` as the values. */
  failed: (status: number | string, body: string) => `Failed to refresh token: ${status} ${body}`,
} as const;
