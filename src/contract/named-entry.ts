import { z } from '@hono/zod-openapi';
import { postTypes, weapons } from '../server/db/schema';
import { createSelectSchema } from './drizzle-zod';
import { fileField, plainParagraphs, plainText } from './fields';

interface NamedEntryOptions {
  /** The OpenAPI component name: `Weapon` gives `Weapon` and `WeaponPatch`. */
  component: string;
  limits: { name: number; description: number };
  example: string;
}

/** The shapes of a library entry that is just a name, a description and an image (weapons, content types). */
export function namedEntryContract(
  table: typeof weapons | typeof postTypes,
  { component, limits, example }: NamedEntryOptions,
) {
  const name = plainText(limits.name, 1).openapi({ example });
  const description = plainParagraphs(limits.description);
  return {
    schema: createSelectSchema(table)
      .pick({ id: true, slug: true, description: true, fileUrl: true })
      .extend({ name: z.string() })
      .openapi(component),
    createForm: z.object({ name, description: description.optional(), file: fileField.optional() }),
    patch: z.object({ name: name.optional(), description: description.optional() }).openapi(`${component}Patch`),
  };
}
