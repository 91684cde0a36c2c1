import { z } from '@hono/zod-openapi';
import { postTypes } from '../server/db/schema';
import { createSelectSchema } from './drizzle-zod';
import { fileField, plainText } from './fields';

export const PostTypeSchema = createSelectSchema(postTypes)
  .pick({ id: true, slug: true, description: true, fileUrl: true })
  .extend({ name: z.string() })
  .openapi('PostType');

const name = plainText(100, 1).openapi({ example: 'Sparring' });
const description = plainText(2000);

export const PostTypeCreateForm = z.object({ name, description: description.optional(), file: fileField.optional() });
export const PostTypePatch = z
  .object({ name: name.optional(), description: description.optional() })
  .openapi('PostTypePatch');

export type PostType = z.infer<typeof PostTypeSchema>;
export type PostTypePatch = z.input<typeof PostTypePatch>;
