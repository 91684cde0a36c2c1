import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { manuscripts, masterHistories, techniques, weapons } from '../../db/schema';
import { namedResource } from './resource';
import { assertLinked } from './shared';

const columns = {
  id: techniques.id,
  name: sql<string>`${techniques.name}::text`.as('name'),
  slug: techniques.slug,
  description: techniques.description,
  nameFr: techniques.nameFr,
  descriptionFr: techniques.descriptionFr,
  weaponId: techniques.weaponId,
  masterId: techniques.masterId,
  manuscriptId: techniques.manuscriptId,
  fileUrl: techniques.fileUrl,
};

export interface TechniqueInput {
  name: string;
  description?: string | undefined;
  nameFr?: string | undefined;
  descriptionFr?: string | undefined;
  weaponId?: number | null | undefined;
  masterId?: number | null | undefined;
  manuscriptId?: number | null | undefined;
  fileUrl?: string | null | undefined;
}

async function assertLinks(db: Executor, input: Partial<TechniqueInput>) {
  await assertLinked(db, weapons, input.weaponId, 'weaponId', 'weapon');
  await assertLinked(db, masterHistories, input.masterId, 'masterId', 'master history');
  await assertLinked(db, manuscripts, input.manuscriptId, 'manuscriptId', 'manuscript');
}

const resource = namedResource<typeof techniques, typeof columns, TechniqueInput>({
  table: techniques,
  columns,
  field: 'name',
  slugKind: 'technique',
  defaults: { description: '', nameFr: '', descriptionFr: '', weaponId: null, masterId: null, manuscriptId: null, fileUrl: null },
  check: assertLinks,
});

export function listTechniques(db: Executor) {
  return db.select(columns).from(techniques).orderBy(asc(techniques.name));
}

export const getTechnique = resource.get;
export const createTechnique = resource.create;
export const updateTechnique = resource.update;
export const deleteTechnique = resource.remove;
