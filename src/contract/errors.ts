import { z } from '@hono/zod-openapi';
import { MESSAGES } from './messages';

/** A text's stable code (src/contract/api-messages.ts) and the values it fills into its {{name}} parts. */
const CodedTextSchema = z
  .object({
    code: z.string().openapi({ example: 'common.notFound' }),
    params: z.record(z.string(), z.string()).optional(),
  })
  .openapi('CodedText');

/** The one error shape of every API answer that is not a success. */
export const ErrorSchema = CodedTextSchema.extend({
  message: z.string().openapi({ example: MESSAGES.notFound }),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** The code of each field error, in the order of `errors`. */
  errorCodes: z.record(z.string(), z.array(CodedTextSchema)).optional(),
}).openapi('Error');

/** Field name -> messages, returned beside `message` for validation failures. */
export type FieldErrors = Record<string, string[]>;

export type CodedText = z.infer<typeof CodedTextSchema>;

export type ErrorBody = z.infer<typeof ErrorSchema>;
