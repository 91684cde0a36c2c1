import type { z } from 'zod';
import type { FieldErrors } from './http-error';

/** Flattens zod issues to `{ "field.path": ["message"] }`; `_` holds errors of the whole value. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
