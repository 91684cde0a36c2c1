/**
 * Spec §2: an API-related error shows the maintenance screen, any other the generic
 * message. Decided by name, so islands need not bundle ky to ask.
 */
const API_ERROR_NAMES = new Set(['HTTPError', 'TimeoutError', 'NetworkError', 'ApiUnavailableError']);

export function isApiError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (API_ERROR_NAMES.has(error.name)) {
    // A 4xx is the caller's problem, not an unavailable API.
    const status = (error as { response?: { status?: number } }).response?.status;
    return status === undefined || status >= 500;
  }
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}
