import type { z } from '@hono/zod-openapi';
import { LIBRARY_LIMITS } from './limits';
import { namedEntryContract } from './named-entry';

const postType = namedEntryContract({
  component: 'PostType',
  limits: LIBRARY_LIMITS.postType,
  example: 'Sparring',
});

export const PostTypeSchema = postType.schema;
export const PostTypeCreateForm = postType.createForm;
export const PostTypePatch = postType.patch;

export type PostType = z.infer<typeof PostTypeSchema>;
export type PostTypePatch = z.input<typeof PostTypePatch>;
