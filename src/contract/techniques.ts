import { z } from '@hono/zod-openapi';
import { jsonLinkId, plainParagraphs, plainText } from './fields';
import { frenchTexts } from './french';
import { NAMED_ENTRY_OUTPUT } from './named-entry';
import { LIBRARY_LIMITS } from './limits';

export const TechniqueSchema = z
  .object({
    ...NAMED_ENTRY_OUTPUT,
    weaponId: z.number().int().nullable(),
    masterId: z.number().int().nullable(),
    manuscriptId: z.number().int().nullable(),
    fileUrl: z.string().nullable(),
  })
  .openapi('Technique');

const links = {
  weaponId: jsonLinkId.openapi({ description: 'The weapon (martial art) it belongs to' }),
  masterId: jsonLinkId.openapi({ description: 'The master who taught it' }),
  manuscriptId: jsonLinkId.openapi({ description: 'The manuscript that records it' }),
};
const name = plainText(LIBRARY_LIMITS.technique.name, 1).openapi({ example: 'Zornhau' });
const description = plainParagraphs(LIBRARY_LIMITS.technique.description);
const french = frenchTexts(LIBRARY_LIMITS.technique);

export const TechniqueCreate = z
  .object({ name, description: description.optional(), ...french, ...links })
  .openapi('TechniqueCreate');
export const TechniquePatch = z
  .object({ name: name.optional(), description: description.optional(), ...french, ...links })
  .openapi('TechniquePatch');

export type Technique = z.infer<typeof TechniqueSchema>;
export type TechniqueCreate = z.input<typeof TechniqueCreate>;
export type TechniquePatch = z.input<typeof TechniquePatch>;
