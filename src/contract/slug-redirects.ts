import { z } from '@hono/zod-openapi';

/** An old library address and the page it now leads to (English paths; French ones are the same under /fr). */
export const SlugRedirectSchema = z
  .object({
    from: z.string().openapi({ example: '/weapons/long-sword' }),
    to: z.string().openapi({ example: '/weapons/longsword' }),
  })
  .openapi('SlugRedirect');

export type SlugRedirect = z.infer<typeof SlugRedirectSchema>;
