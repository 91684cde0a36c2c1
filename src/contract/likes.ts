import { z } from '@hono/zod-openapi';
import { MAX_ID } from './fields';
import { PostSchema } from './posts';

const id = (name: string) =>
  z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .openapi({ param: { name, in: 'path' }, example: 1 });

export const PostUserParams = z.object({ postId: id('postId'), userId: id('userId') });
export const PostParams = z.object({ postId: id('postId') });
export const UserParams = z.object({ userId: id('userId') });

const who = z.object({ id: z.number().int(), username: z.string(), fileUrl: z.string().nullable() });

export const LikeSchema = z
  .object({
    id: z.number().int(),
    postId: z.number().int(),
    userId: z.number().int(),
    createdAt: z.string(),
    user: who,
  })
  .openapi('Like');

export const UserLikeSchema = z
  .object({
    id: z.number().int(),
    postId: z.number().int(),
    userId: z.number().int(),
    createdAt: z.string(),
    post: PostSchema,
  })
  .openapi('UserLike');

export const LikeAddedSchema = z.object({ post: PostSchema }).openapi('LikeAdded');
export const LikeRemovedSchema = z
  .object({ message: z.string().openapi({ example: 'Like removed' }) })
  .openapi('LikeRemoved');

export type Like = z.infer<typeof LikeSchema>;
export type UserLike = z.infer<typeof UserLikeSchema>;
export type LikeAdded = z.infer<typeof LikeAddedSchema>;
export type LikeRemoved = z.infer<typeof LikeRemovedSchema>;
