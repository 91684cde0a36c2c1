import { z } from '@hono/zod-openapi';

/** What anyone may see of a member: never the e-mail, names, address or payment data. */
export const PublicProfileSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    fileUrl: z.string().nullable().openapi({ description: 'Avatar address, null for the default image' }),
    createdAt: z.string(),
    postsCount: z.number().int(),
    likesReceived: z.number().int().openapi({ description: 'Likes given to all of their posts' }),
  })
  .openapi('PublicProfile');

export type PublicProfile = z.infer<typeof PublicProfileSchema>;
