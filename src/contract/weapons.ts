import type { z } from '@hono/zod-openapi';
import { LIBRARY_LIMITS } from './limits';
import { namedEntryContract } from './named-entry';

const weapon = namedEntryContract({
  component: 'Weapon',
  limits: LIBRARY_LIMITS.weapon,
  example: 'Longsword',
});

export const WeaponSchema = weapon.schema;
export const WeaponCreateForm = weapon.createForm;
export const WeaponPatch = weapon.patch;

export type Weapon = z.infer<typeof WeaponSchema>;
export type WeaponPatch = z.input<typeof WeaponPatch>;
