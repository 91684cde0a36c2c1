import { z } from '@hono/zod-openapi';
import { REBUILD_STATUSES } from './enums';

export const RebuildSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(REBUILD_STATUSES),
    progress: z.number().int().min(0).max(100),
    log: z.string().openapi({ description: 'The last 200 lines of build output' }),
    error: z.string().nullable(),
    requestedById: z.number().int().nullable(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Rebuild');

/** Recent rebuilds, and whether content changed since the last publish. */
export const RebuildListSchema = z.object({
  items: z.array(RebuildSchema),
  changedSinceLastPublish: z.boolean(),
  changedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});

export type Rebuild = z.infer<typeof RebuildSchema>;
export type RebuildList = z.infer<typeof RebuildListSchema>;
