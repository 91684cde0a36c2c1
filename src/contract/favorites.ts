import { z } from '@hono/zod-openapi';
import { PostSchema } from './posts';

export const FavoriteSchema = z
  .object({
    postId: z.number().int(),
    favorited: z.literal(true),
    createdAt: z.string().openapi({ description: 'When the post was bookmarked' }),
  })
  .openapi('Favorite');

export const FavoriteItemSchema = z
  .object({ postId: z.number().int(), createdAt: z.string(), post: PostSchema })
  .openapi('FavoriteItem');

export const FavoriteIdsSchema = z.array(z.number().int()).openapi('FavoriteIds');

export const FavoriteListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
});

export type Favorite = z.infer<typeof FavoriteSchema>;
export type FavoriteItem = z.infer<typeof FavoriteItemSchema>;
