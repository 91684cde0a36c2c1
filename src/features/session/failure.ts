import type { ApiResult } from '../../lib/api/result';

/** Spec §8 User calls: 'Failed to <action>' plus status and text; validation answers keep their own message. */
export function failureMessage(action: string, result: ApiResult<unknown>, networkError: string): string {
  if (result.status === 0) return networkError;
  if (result.status === 400 || result.status === 422) return result.message ?? action;
  return `${action}: ${result.status} ${result.message ?? ''}`.trim();
}
