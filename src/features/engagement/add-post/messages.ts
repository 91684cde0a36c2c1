import type { ApiResult } from '../../../lib/api/result';
import { formatBytes, type ImageProblem, type VideoProblem } from '../stores/upload';
import { type Labels } from '../like/text';
import { fill } from '../../../lib/format';
import {
  needsSellerAccount,
  SERVER_FIELDS,
  validatePost,
  type FieldName,
  type FieldProblem,
  type PostValues,
} from './validation';

/**
 * Spec §8 Create/update: the API's 400/404/422 message as is; otherwise 'Failed to
 * <action>: status text', the text being the API's message when it gave one.
 */
export function actionFailure(action: string, answer: ApiResult<unknown>): string {
  if ([400, 404, 413, 415, 422].includes(answer.status) && answer.message) return answer.message;
  return `${action}: ${answer.status} ${answer.message ?? answer.statusText}`.trim();
}

/**
 * The message above a form the API refused: when the refusal names fields, each field shows its own
 * message and the top one only points to them (a bare 'Error 422: Unprocessable entity' beside them repeats
 * the refusal without saying anything); otherwise the action's failure.
 */
export function refusalSummary(
  fields: Record<string, string>,
  fixErrors: string,
  action: string,
  answer: ApiResult<unknown>,
): string {
  return Object.keys(fields).length ? fixErrors : actionFailure(action, answer);
}

export function videoMessage(problem: VideoProblem, labels: Labels, maxBytes: number, locale = 'en'): string {
  const key = {
    required: 'videoRequired',
    type: 'videoType',
    empty: 'videoEmpty',
    size: 'videoTooLarge',
  }[problem];
  return fill(labels[key] ?? key, { max: formatBytes(maxBytes, locale) });
}

export function posterMessage(problem: ImageProblem, labels: Labels): string {
  return labels[problem === 'type' ? 'posterType' : 'posterTooLarge'] ?? problem;
}

export function fieldMessages(
  problems: Partial<Record<FieldName, FieldProblem>>,
  labels: Labels,
): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, labels[problem] ?? problem]));
}

/** The API's field errors under the form's field names (first message each). */
export function serverFieldErrors(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, messages] of Object.entries(errors)) {
    const field = SERVER_FIELDS[name] ?? name;
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}

/**
 * The problems of a post's own fields before it is sent, in the page language; a paid price
 * needs a connected seller account (an edit that keeps the price is not asked again).
 */
export function postProblems(
  values: PostValues,
  labels: Labels,
  user: { role: string; stripeConnectID: string | null },
  priceChanged = true,
): Record<string, string> {
  const problems = fieldMessages(validatePost(values), labels);
  if (!problems.price && priceChanged && needsSellerAccount(values.price, user))
    problems.price = labels.priceNeedsSeller ?? 'priceNeedsSeller';
  return problems;
}
