import { z } from '@hono/zod-openapi';
import { createSchemaFactory } from 'drizzle-zod';

/** Schemas derived from the Drizzle tables, built with the OpenAPI-aware zod instance. */
export const { createSelectSchema, createInsertSchema, createUpdateSchema } = createSchemaFactory({ zodInstance: z });
