import { z } from '@hono/zod-openapi';
import { weapons } from '../server/db/schema';
import { createSelectSchema } from './drizzle-zod';
import { fileField, plainText } from './fields';
import { LIBRARY_LIMITS } from './limits';

export const WeaponSchema = createSelectSchema(weapons)
  .pick({ id: true, slug: true, description: true, fileUrl: true })
  .extend({ name: z.string() })
  .openapi('Weapon');

const name = plainText(LIBRARY_LIMITS.weapon.name, 1).openapi({ example: 'Longsword' });
const description = plainText(LIBRARY_LIMITS.weapon.description);

export const WeaponCreateForm = z.object({ name, description: description.optional(), file: fileField.optional() });
export const WeaponPatch = z
  .object({ name: name.optional(), description: description.optional() })
  .openapi('WeaponPatch');

export type Weapon = z.infer<typeof WeaponSchema>;
export type WeaponPatch = z.input<typeof WeaponPatch>;
