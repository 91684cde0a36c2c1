import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { AppEnv } from '../../context';
import { invalidInput, unprocessable } from '../../lib/http-error';
import { zodFieldErrors } from '../../lib/zod-errors';

/** Issue codes meaning the body does not have the expected shape (a missing field, a wrong type). */
const STRUCTURAL = new Set([
  'invalid_type',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
]);

function isStructural(issue: z.core.$ZodIssue): boolean {
  if (STRUCTURAL.has(issue.code)) return true;
  return issue.code === 'custom' && (issue.params as { structural?: boolean } | undefined)?.structural === true;
}

/**
 * Validation outcome as in spec §8: a path or query parameter, or a body of the wrong
 * shape, answers 400 'Error 400: Invalid input'; a well-formed body whose values break a
 * rule (length, range, format, plain text) answers 422 'Error 422: Unprocessable entity'.
 * Both carry the field errors.
 */
export function contentHook(result: { success: boolean; error?: z.ZodError; target: string }): void {
  if (result.success || !result.error) return;
  const errors = zodFieldErrors(result.error);
  const isBody = result.target === 'json' || result.target === 'form';
  if (isBody && !result.error.issues.some(isStructural)) throw unprocessable(errors);
  throw invalidInput(errors);
}

/** The router of the content resources. */
export function createContentRouter() {
  return new OpenAPIHono<AppEnv>({ strict: false, defaultHook: contentHook });
}
