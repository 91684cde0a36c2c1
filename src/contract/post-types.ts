import { z } from '@hono/zod-openapi';
import { postTypes } from '../server/db/schema';
import { createSelectSchema } from './drizzle-zod';
import { fileField, plainText } from './fields';
import { LIBRARY_LIMITS } from './limits';

export const PostTypeSchema = createSelectSchema(postTypes)
  .pick({ id: true, slug: true, description: true, fileUrl: true })
  .extend({ name: z.string() })
  .openapi('PostType');

const name = plainText(LIBRARY_LIMITS.postType.name, 1).openapi({ example: 'Sparring' });
const description = plainText(LIBRARY_LIMITS.postType.description);

export const PostTypeCreateForm = z.object({ name, description: description.optional(), file: fileField.optional() });
export const PostTypePatch = z
  .object({ name: name.optional(), description: description.optional() })
  .openapi('PostTypePatch');

export type PostType = z.infer<typeof PostTypeSchema>;
export type PostTypePatch = z.input<typeof PostTypePatch>;
