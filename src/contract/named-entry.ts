import { z } from '@hono/zod-openapi';
import { fileField, plainParagraphs, plainText } from './fields';
import { FRENCH_NAMED_OUTPUT, frenchTexts } from './french';

interface NamedEntryOptions {
  /** The OpenAPI component name: `Weapon` gives `Weapon` and `WeaponPatch`. */
  component: string;
  limits: { name: number; description: number };
  example: string;
}

/** What every named library entry answers with before its own fields (links, image). */
export const NAMED_ENTRY_OUTPUT = {
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  ...FRENCH_NAMED_OUTPUT,
};

/** The shapes of a library entry that is just a name, a description and an image (weapons, content types). */
export function namedEntryContract({ component, limits, example }: NamedEntryOptions) {
  const name = plainText(limits.name, 1).openapi({ example });
  const description = plainParagraphs(limits.description);
  const french = frenchTexts(limits);
  return {
    schema: z.object({ ...NAMED_ENTRY_OUTPUT, fileUrl: z.string().nullable() }).openapi(component),
    createForm: z.object({ name, description: description.optional(), ...french, file: fileField.optional() }),
    patch: z
      .object({ name: name.optional(), description: description.optional(), ...french })
      .openapi(`${component}Patch`),
  };
}
