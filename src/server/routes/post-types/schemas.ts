import { z } from '@hono/zod-openapi';
import { postTypes } from '../../db/schema';
import { createSelectSchema } from '../content/drizzle-zod';
import { fileField, plainText } from '../content/fields';

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
