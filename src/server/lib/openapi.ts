import type { z } from '@hono/zod-openapi';
import { ErrorSchema } from '../../contract/errors';

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const errorResponse = (description: string) => jsonContent(ErrorSchema, description);

