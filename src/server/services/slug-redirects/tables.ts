import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { manuscripts, masterHistories, postTypes, techniques, weapons, type SlugKind } from '../../db/schema';
import { segmentOf, type LibraryRow } from './paths';

/** Each kind's table, read as { id, slug, name } (a manuscript's name is its title). */
const SOURCES = {
  weapon: { table: weapons, id: weapons.id, slug: weapons.slug, name: weapons.name },
  master: { table: masterHistories, id: masterHistories.id, slug: masterHistories.slug, name: masterHistories.name },
  manuscript: { table: manuscripts, id: manuscripts.id, slug: manuscripts.slug, name: manuscripts.title },
  technique: { table: techniques, id: techniques.id, slug: techniques.slug, name: techniques.name },
  'post-type': { table: postTypes, id: postTypes.id, slug: postTypes.slug, name: postTypes.name },
} satisfies Record<SlugKind, unknown>;

export interface LiveEntry {
  id: number;
  segment: string;
}

/** The entries of a kind with their current page segment; `id` narrows to one. */
export async function liveEntries(db: Executor, kind: SlugKind, id?: number): Promise<LiveEntry[]> {
  const source = SOURCES[kind];
  const where: SQL | undefined = id === undefined ? undefined : eq(source.id, id);
  const rows: (LibraryRow & { id: number })[] = await db
    .select({ id: source.id, slug: source.slug, name: sql<string>`${source.name}::text` })
    .from(source.table)
    .where(where);
  return rows.map((row) => ({ id: row.id, segment: segmentOf(kind, row) }));
}
