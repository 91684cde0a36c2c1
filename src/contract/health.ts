import { z } from '@hono/zod-openapi';

export const HealthSchema = z
  .object({
    /** `draining`: the server is shutting down (SIGTERM) and finishing its requests; send new ones elsewhere. */
    status: z.enum(['ok', 'down', 'draining']),
    name: z.literal('HDX'),
    database: z.enum(['up', 'down']),
    message: z.string().optional(),
  })
  .openapi('Health');

export type Health = z.infer<typeof HealthSchema>;
