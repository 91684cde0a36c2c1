import type { ApiResult } from './api';
import { COMMON } from './strings';

/** Spec §8 User calls: 'Failed to <action>' plus status and text; validation answers keep their own message. */
export function failureMessage(action: string, result: ApiResult<unknown>): string {
  if (result.status === 0) return COMMON.networkError;
  if (result.status === 400 || result.status === 422) return result.message ?? action;
  return `${action}: ${result.status} ${result.message ?? ''}`.trim();
}
