import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    message: z.string().openapi({ example: 'Error 404: Resource not found' }),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi('Error');

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const errorResponse = (description: string) => jsonContent(ErrorSchema, description);

export const IdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});
