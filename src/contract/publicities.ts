import { z } from '@hono/zod-openapi';
import { fileField, plainParagraphs, plainText, webUrl } from './fields';
import { LIBRARY_LIMITS } from './limits';

export const PublicitySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    url: z.string(),
    fileUrl: z.string().nullable(),
  })
  .openapi('Publicity');

const title = plainText(LIBRARY_LIMITS.publicity.title, 1).openapi({ example: 'Atelier des Armes' });
const description = plainParagraphs(LIBRARY_LIMITS.publicity.description);
const url = webUrl.openapi({ example: 'https://example.com' });

export const PublicityCreateForm = z.object({
  title,
  description: description.optional(),
  url,
  file: fileField.optional(),
});
export const PublicityPatch = z
  .object({ title: title.optional(), description: description.optional(), url: url.optional() })
  .openapi('PublicityPatch');

export type Publicity = z.infer<typeof PublicitySchema>;
export type PublicityPatch = z.input<typeof PublicityPatch>;
