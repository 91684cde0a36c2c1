import { and, asc, eq } from 'drizzle-orm';
import type { Folio } from '../../../contract/folios';
import { FOLIO_MESSAGES, folioTooManyPixels } from '../../../contract/folio-rules';
import type { Database, Executor } from '../../db/client';
import { folios, manuscripts } from '../../db/schema';
import { fullImageUrl, serviceUrl } from './tile-set';
import { FULL_SIZES } from './tiling';
import type { TilingRefusal } from './tiling';

type FolioRow = typeof folios.$inferSelect;

/** The text of a tiling refusal, with the settings it quotes. */
export function refusalMessage(reason: string, maxPixels: number): string {
  return reason === ('too_many_pixels' satisfies TilingRefusal)
    ? folioTooManyPixels(Math.floor(maxPixels / 1_000_000))
    : FOLIO_MESSAGES.unreadable;
}

/** A folio as the API shows it. */
export function folioView(row: FolioRow, publicUrl: string, maxPixels: number): Folio {
  const service = row.tileSet ? serviceUrl(publicUrl, row.tileSet) : null;
  return {
    id: row.id,
    manuscriptId: row.manuscriptId,
    label: row.label,
    position: row.position,
    status: row.status,
    width: row.width,
    height: row.height,
    service,
    thumbnail: service && row.width && row.height ? fullImageUrl(service, row.width, row.height, FULL_SIZES[0]) : null,
    failure: row.status === 'failed' && row.failure ? refusalMessage(row.failure, maxPixels) : null,
  };
}

export async function manuscriptExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: manuscripts.id }).from(manuscripts).where(eq(manuscripts.id, id));
  return Boolean(row);
}

/** A manuscript's folios in reading order. */
export function foliosOf(db: Executor, manuscriptId: number): Promise<FolioRow[]> {
  return db.select().from(folios).where(eq(folios.manuscriptId, manuscriptId)).orderBy(asc(folios.position));
}

export async function folioByLabel(db: Executor, manuscriptId: number, label: string): Promise<FolioRow | null> {
  const [row] = await db
    .select()
    .from(folios)
    .where(and(eq(folios.manuscriptId, manuscriptId), eq(folios.label, label)));
  return row ?? null;
}

export async function folioByTileSet(db: Executor, tileSet: string): Promise<FolioRow | null> {
  const [row] = await db.select().from(folios).where(eq(folios.tileSet, tileSet));
  return row ?? null;
}

/**
 * Records a new scan for a folio (a new folio, or one replaced): it waits to be tiled with
 * this source; a replaced folio keeps its tiles until the new ones are ready. The source of
 * an earlier scan still waiting is returned, to be removed.
 */
export async function recordScan(
  db: Database,
  folio: { manuscriptId: number; label: string; position: number; sourceKey: string },
): Promise<{ row: FolioRow; replacedSource: string | null }> {
  return db.transaction(async (tx) => {
    const before = await folioByLabel(tx, folio.manuscriptId, folio.label);
    const [row] = await tx
      .insert(folios)
      .values({ ...folio, status: 'tiling' })
      .onConflictDoUpdate({
        target: [folios.manuscriptId, folios.label],
        set: { sourceKey: folio.sourceKey, status: 'tiling', failure: null, updatedAt: new Date() },
      })
      .returning();
    return { row: row!, replacedSource: before?.sourceKey ?? null };
  });
}
