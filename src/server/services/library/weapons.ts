import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { weapons } from '../../db/schema';
import { namedResource } from './resource';

const columns = {
  id: weapons.id,
  name: sql<string>`${weapons.name}::text`.as('name'),
  slug: weapons.slug,
  description: weapons.description,
  nameFr: weapons.nameFr,
  descriptionFr: weapons.descriptionFr,
  fileUrl: weapons.fileUrl,
};

export interface WeaponInput {
  name: string;
  description?: string | undefined;
  nameFr?: string | undefined;
  descriptionFr?: string | undefined;
  fileUrl?: string | null | undefined;
}

const resource = namedResource<typeof weapons, typeof columns, WeaponInput>({
  table: weapons,
  columns,
  field: 'name',
  slugKind: 'weapon',
  defaults: { description: '', nameFr: '', descriptionFr: '', fileUrl: null },
});

export function listWeapons(db: Executor) {
  return db.select(columns).from(weapons).orderBy(asc(weapons.name));
}

export const getWeapon = resource.get;
export const createWeapon = resource.create;
/** Null when there is no such row. Renaming also renames the slug (site links follow names). */
export const updateWeapon = resource.update;
export const deleteWeapon = resource.remove;
