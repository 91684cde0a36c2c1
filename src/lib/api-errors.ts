/**
 * Spec §2: an API-related error shows the maintenance screen, any other the generic
 * message. Decided by name, so islands need not bundle the client's error class to ask:
 * the one API client's `ApiError` with no answer (status 0) or a 5xx, a request that timed
 * out (`AbortSignal.timeout`), and fetch's own network failure.
 */
const API_ERROR_NAMES = new Set(['ApiError', 'TimeoutError', 'NetworkError']);

export function isApiError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (API_ERROR_NAMES.has(error.name)) {
    // A 4xx is the caller's problem, not an unavailable API.
    const { status } = error as { status?: number };
    return !status || status >= 500;
  }
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}
