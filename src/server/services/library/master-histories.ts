import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { masterHistories, masterLineage } from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import { namedResource } from './resource';

const columns = {
  id: masterHistories.id,
  name: sql<string>`${masterHistories.name}::text`.as('name'),
  slug: masterHistories.slug,
  period: masterHistories.period,
  origin: masterHistories.origin,
  description: masterHistories.description,
  nameFr: masterHistories.nameFr,
  descriptionFr: masterHistories.descriptionFr,
  periodFr: masterHistories.periodFr,
  originFr: masterHistories.originFr,
  fileUrl: masterHistories.fileUrl,
  influencedBy: sql<
    number[]
  >`coalesce((select array_agg(${masterLineage.influencedById} order by ${masterLineage.influencedById}) from ${masterLineage} where ${masterLineage.masterId} = ${masterHistories.id}), '{}')`.as(
    'influenced_by',
  ),
  influenced: sql<
    number[]
  >`coalesce((select array_agg(l2.master_id order by l2.master_id) from master_lineage l2 where l2.influenced_by_id = ${masterHistories.id}), '{}')`.as(
    'influenced',
  ),
};

export interface MasterHistoryInput {
  name: string;
  period?: string | undefined;
  origin?: string | undefined;
  description?: string | undefined;
  nameFr?: string | undefined;
  descriptionFr?: string | undefined;
  periodFr?: string | undefined;
  originFr?: string | undefined;
  fileUrl?: string | null | undefined;
  /** Ids of the masters who influenced this one (replaces the whole list on update). */
  influencedBy?: number[] | undefined;
}

export function listMasterHistories(db: Executor) {
  return db.select(columns).from(masterHistories).orderBy(asc(masterHistories.name));
}

async function writeLineage(db: Executor, masterId: number, influencedBy: number[]) {
  const ids = [...new Set(influencedBy)];
  if (ids.includes(masterId)) throw unprocessable({ influencedBy: ['A master cannot influence themself'] });
  if (ids.length) {
    const found = await db
      .select({ id: masterHistories.id })
      .from(masterHistories)
      .where(inArray(masterHistories.id, ids));
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length) throw unprocessable({ influencedBy: [`No master history with id ${missing.join(', ')}`] });
  }
  await db.delete(masterLineage).where(eq(masterLineage.masterId, masterId));
  if (ids.length) await db.insert(masterLineage).values(ids.map((influencedById) => ({ masterId, influencedById })));
}

const resource = namedResource<typeof masterHistories, typeof columns, MasterHistoryInput>({
  table: masterHistories,
  columns,
  field: 'name',
  slugKind: 'master',
  defaults: { period: '', origin: '', description: '', nameFr: '', descriptionFr: '', periodFr: '', originFr: '', fileUrl: null },
  afterWrite: async (db, id, input) => {
    if (input.influencedBy !== undefined) await writeLineage(db, id, input.influencedBy);
  },
});

export const getMasterHistory = resource.get;
export const randomMasterHistory = resource.random;

/** The master and its lineage are written together: pass the transaction of the whole write. */
export function createMasterHistory(tx: Tx, input: MasterHistoryInput) {
  return resource.create(tx, { ...input, influencedBy: input.influencedBy ?? [] });
}

export function updateMasterHistory(tx: Tx, id: number, patch: Partial<MasterHistoryInput>) {
  return resource.update(tx, id, patch);
}

export const deleteMasterHistory = resource.remove;
