import { MESSAGES } from '../../contract/messages';
import type { ApiFailure } from './result';

const BAD_REQUEST = new Set<string>([MESSAGES.badRequest, MESSAGES.invalidInput]);
const NOT_FOUND = new Set<string>([MESSAGES.notFound, MESSAGES.postNotFound, MESSAGES.masterNotFound]);

/** `content` for library, posts and publicities (create/update/delete); `detail` for the user calls and publishing. */
export type FailureKind = 'content' | 'detail';

function statusText(failure: ApiFailure, preferDetail: boolean): string {
  const detail = Object.values(failure.errors).flat()[0];
  if (preferDetail) return detail ?? failure.message ?? failure.statusText;
  return failure.statusText || failure.message || '';
}

/**
 * The toast for a failed call (spec §8). Content calls: 400 -> 'Error 400 : Bad request' or
 * 'Error 400: Invalid input' (whichever the API said), 422 -> 'Error 422: Unprocessable entity',
 * 404 -> 'Error 404: Resource not found' (or the API's 'Post not found' / 'MasterHistory resource
 * not found'), anything else 'Failed to <action>: status text'. Detail (user calls): 'Failed to <action>'
 * plus status and the API's explanation.
 */
export function failureMessage(
  action: string,
  failure: ApiFailure,
  kind: FailureKind = 'content',
  networkText = 'Network error',
): string {
  if (failure.status === 0) return `Failed to ${action}: ${networkText}`;
  if (kind === 'content') {
    if (failure.status === 400)
      return failure.message && BAD_REQUEST.has(failure.message) ? failure.message : MESSAGES.badRequest;
    if (failure.status === 422) return MESSAGES.unprocessable;
    if (failure.status === 404)
      return failure.message && NOT_FOUND.has(failure.message) ? failure.message : MESSAGES.notFound;
  }
  return `Failed to ${action}: ${failure.status} ${statusText(failure, kind === 'detail')}`.trim();
}

/** Field errors by field name (first message each), for inline display under the inputs. */
export function fieldErrorsOf(failure: ApiFailure): Record<string, string> {
  return Object.fromEntries(Object.entries(failure.errors).map(([field, messages]) => [field, messages[0] ?? '']));
}
