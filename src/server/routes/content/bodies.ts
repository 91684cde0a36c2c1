import type { z } from '@hono/zod-openapi';

/** A required multipart body validated by `schema`. */
export const formBody = <S extends z.ZodType>(schema: S) => ({
  required: true as const,
  content: { 'multipart/form-data': { schema } },
});

/** A required JSON body validated by `schema`. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true as const,
  content: { 'application/json': { schema } },
});

export type FormBody = ReturnType<typeof formBody<z.ZodType>>;
export type JsonBody = ReturnType<typeof jsonBody<z.ZodType>>;
