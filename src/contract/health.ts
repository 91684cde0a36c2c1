import { z } from '@hono/zod-openapi';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'down']),
    name: z.literal('HDX'),
    database: z.enum(['up', 'down']),
    message: z.string().optional(),
  })
  .openapi('Health');

export type Health = z.infer<typeof HealthSchema>;
