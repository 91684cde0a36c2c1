import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { invalidInput } from './http-error';
import { zodFieldErrors } from './zod-errors';

/** A router whose failed zod validations answer `400 { code, message: 'Error 400: Invalid input', errors, errorCodes }`. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(zodFieldErrors(result.error));
    },
  });
}
