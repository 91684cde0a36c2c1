import { z } from '@hono/zod-openapi';

/** The one error shape of every API answer that is not a success. */
export const ErrorSchema = z
  .object({
    message: z.string().openapi({ example: 'Error 404: Resource not found' }),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi('Error');

/** Field name -> messages, returned beside `message` for validation failures. */
export type FieldErrors = Record<string, string[]>;

export type ErrorBody = z.infer<typeof ErrorSchema>;
