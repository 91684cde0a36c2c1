// Zod-free and small: the session store throws these words (spec §8), the catalogue
// (api-messages.ts) gives them their codes `session.*` and their French.
/** Spec §8 Refresh and session refresh messages, quoted exactly. */
export const SESSION_MESSAGES = {
  authenticationFailed: 'Authentication failed. Please log in again.',
  unexpected: 'An unexpected error occurred during token refresh',
  notOk: 'Network response was not ok',
  noToken: 'No token in response',
} as const;

export const SESSION_TEMPLATES = {
  failed: 'Failed to refresh token: {{status}} {{body}}',
} as const;
