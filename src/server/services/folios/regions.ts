import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Region, RegionInput, TechniqueSource } from '../../../contract/folios';
import { REGION_MESSAGES, regionOutside } from '../../../contract/folio-rules';
import type { AppDeps } from '../../context';
import { folioRegions, folios, manuscripts, techniques, type RegionPoints } from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import { storeRegionImage, type Box } from './region-image';

type RegionRow = typeof folioRegions.$inferSelect;
type FolioRow = typeof folios.$inferSelect;
type Shape = RegionInput['shape'];

/** The bounding box of a shape, in the folio's pixels. */
export function boxOf(shape: Shape): Box {
  if (shape.type === 'rect') return { x: shape.x, y: shape.y, w: shape.w, h: shape.h };
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(1, Math.max(...xs) - x), h: Math.max(1, Math.max(...ys) - y) };
}

function shapeOf(row: RegionRow): Shape {
  return row.polygon
    ? { type: 'polygon', points: row.polygon }
    : { type: 'rect', x: row.x, y: row.y, w: row.w, h: row.h };
}

export function regionView(
  row: RegionRow,
  folio: Pick<FolioRow, 'label' | 'manuscriptId'>,
  publicUrl: (key: string) => string,
): Region {
  return {
    id: row.id,
    manuscriptId: folio.manuscriptId,
    folio: folio.label,
    techniqueId: row.techniqueId,
    shape: shapeOf(row),
    box: { x: row.x, y: row.y, w: row.w, h: row.h },
    transcription: row.transcription,
    translationEn: row.translationEn,
    translationFr: row.translationFr,
    image: row.imageKey ? publicUrl(row.imageKey) : null,
  };
}

/** 422 unless the folio is tiled, the shape lies within it and the technique exists. */
async function checked(deps: AppDeps, folio: FolioRow, input: Partial<RegionInput>): Promise<void> {
  if (!folio.tileSet || !folio.width || !folio.height) throw unprocessable({ shape: [REGION_MESSAGES.notTiled] });
  if (input.shape) {
    const box = boxOf(input.shape);
    if (box.x + box.w > folio.width || box.y + box.h > folio.height) {
      throw unprocessable({ shape: [regionOutside(folio.width, folio.height)] });
    }
  }
  if (input.techniqueId) {
    const [technique] = await deps.db
      .select({ id: techniques.id })
      .from(techniques)
      .where(eq(techniques.id, input.techniqueId));
    if (!technique) throw unprocessable({ techniqueId: [REGION_MESSAGES.noTechnique] });
  }
}

function columnsOf(input: Partial<RegionInput>) {
  const box = input.shape ? boxOf(input.shape) : null;
  return {
    ...(box ? { ...box, polygon: input.shape!.type === 'polygon' ? (input.shape!.points as RegionPoints) : null } : {}),
    ...(input.techniqueId !== undefined ? { techniqueId: input.techniqueId } : {}),
    ...(input.transcription !== undefined ? { transcription: input.transcription } : {}),
    ...(input.translationEn !== undefined ? { translationEn: input.translationEn } : {}),
    ...(input.translationFr !== undefined ? { translationFr: input.translationFr } : {}),
  };
}

const tiled = (folio: FolioRow) => ({ tileSet: folio.tileSet!, width: folio.width!, height: folio.height! });

/** Records a region of a tiled folio with its picture (cut before the row is written: no row without it). */
export async function createRegion(deps: AppDeps, folio: FolioRow, input: RegionInput): Promise<RegionRow> {
  await checked(deps, folio, input);
  const imageKey = await storeRegionImage(deps.storage, tiled(folio), boxOf(input.shape));
  const [row] = await deps.db
    .insert(folioRegions)
    .values({ folioId: folio.id, ...columnsOf(input), ...boxOf(input.shape), imageKey })
    .returning()
    .catch(async (error: unknown) => {
      await deps.storage.delete(imageKey).catch(() => {});
      throw error;
    });
  return row!;
}

/** Changes a region; a new shape gets a new picture, the former one is removed after the update. */
export async function updateRegion(
  deps: AppDeps,
  region: RegionRow,
  folio: FolioRow,
  input: Partial<RegionInput>,
): Promise<RegionRow> {
  await checked(deps, folio, input);
  const imageKey = input.shape
    ? await storeRegionImage(deps.storage, tiled(folio), boxOf(input.shape))
    : region.imageKey;
  const [row] = await deps.db
    .update(folioRegions)
    .set({ ...columnsOf(input), imageKey, updatedAt: new Date() })
    .where(eq(folioRegions.id, region.id))
    .returning();
  if (imageKey !== region.imageKey && region.imageKey) await deps.storage.delete(region.imageKey).catch(() => {});
  return row!;
}

export async function regionWithFolio(deps: AppDeps, id: number) {
  const [found] = await deps.db
    .select({ region: folioRegions, folio: folios })
    .from(folioRegions)
    .innerJoin(folios, eq(folios.id, folioRegions.folioId))
    .where(eq(folioRegions.id, id));
  return found ?? null;
}

/** The region rows of these folios (a manifest's annotations). */
export function regionRowsOf(deps: Pick<AppDeps, 'db'>, folioIds: number[]): Promise<RegionRow[]> {
  if (!folioIds.length) return Promise.resolve([]);
  return deps.db.select().from(folioRegions).where(inArray(folioRegions.folioId, folioIds));
}

/** Every region of a manuscript, folio by folio in reading order. */
export async function regionsOfManuscript(deps: AppDeps, manuscriptId: number): Promise<Region[]> {
  const rows = await deps.db
    .select({ region: folioRegions, folio: folios })
    .from(folioRegions)
    .innerJoin(folios, eq(folios.id, folioRegions.folioId))
    .where(eq(folios.manuscriptId, manuscriptId))
    .orderBy(asc(folios.position), asc(folioRegions.y), asc(folioRegions.id));
  return rows.map(({ region, folio }) => regionView(region, folio, (key) => deps.storage.publicUrl(key)));
}

/**
 * The passages that teach a technique (one technique, or every technique: the site's build reads
 * them all at once), with their manuscript and where the reader opens them.
 */
export async function techniqueSources(deps: AppDeps, techniqueId?: number): Promise<TechniqueSource[]> {
  const rows = await deps.db
    .select({
      region: folioRegions,
      folio: folios,
      manuscript: { id: manuscripts.id, slug: manuscripts.slug, title: manuscripts.title },
    })
    .from(folioRegions)
    .innerJoin(folios, eq(folios.id, folioRegions.folioId))
    .innerJoin(manuscripts, eq(manuscripts.id, folios.manuscriptId))
    .where(techniqueId === undefined ? isNotNull(folioRegions.techniqueId) : eq(folioRegions.techniqueId, techniqueId))
    .orderBy(asc(folioRegions.techniqueId), asc(manuscripts.year), asc(folios.position), asc(folioRegions.id));
  return rows.map(({ region, folio, manuscript }) => ({
    ...regionView(region, folio, (key) => deps.storage.publicUrl(key)),
    manuscript: { ...manuscript, title: String(manuscript.title) },
    readerPath: `/manuscripts/${manuscript.slug}?folio=${folio.label}&region=${region.x},${region.y},${region.w},${region.h}`,
  }));
}
