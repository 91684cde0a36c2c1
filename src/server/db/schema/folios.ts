import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadeLink, createdAt, id, updatedAt } from './columns';
import { manuscripts, techniques } from './library';

/**
 * The scanned leaves of a manuscript (issue 32): "f. 25r" is folio 25, recto. A folio's scan is
 * tiled in the background into a IIIF Image API 3 level-0 tile set (`tileSet`: the random folder
 * of its tiles in storage); until then it is `tiling`, and `failed` with the reason when the file
 * could not be read.
 */
export const folios = pgTable(
  'folios',
  {
    id: id(),
    manuscriptId: cascadeLink(() => manuscripts.id),
    /** `25r`, `25v`: the folio number and side. */
    label: text().notNull(),
    /** Reading order, derived from the label (services/folios/labels.ts). */
    position: integer().notNull(),
    status: text({ enum: ['tiling', 'ready', 'failed'] })
      .notNull()
      .default('tiling'),
    /** The uploaded scan, kept in storage until it is tiled. */
    sourceKey: text(),
    tileSet: text(),
    width: integer(),
    height: integer(),
    /** Why the scan could not be tiled (a code of services/folios/tiling.ts). */
    failure: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.manuscriptId, t.label),
    index().on(t.manuscriptId, t.position),
    check('folios_status_check', sql`${t.status} in ('tiling', 'ready', 'failed')`),
  ],
);

/** A polygon's corners in the folio image's pixels. */
export type RegionPoints = [number, number][];

/**
 * A passage of a folio (issue 32): a rectangle or polygon of its image (`x`, `y`, `w`, `h` its
 * bounding box in the folio's pixels), the technique it teaches, its transcription and its
 * translations. `imageKey` is the region cut out as a picture, for technique pages.
 */
export const folioRegions = pgTable(
  'folio_regions',
  {
    id: id(),
    folioId: cascadeLink(() => folios.id),
    techniqueId: integer().references(() => techniques.id, { onDelete: 'set null' }),
    x: integer().notNull(),
    y: integer().notNull(),
    w: integer().notNull(),
    h: integer().notNull(),
    /** Null for a rectangle. */
    polygon: jsonb().$type<RegionPoints>(),
    transcription: text().notNull().default(''),
    translationEn: text().notNull().default(''),
    translationFr: text().notNull().default(''),
    imageKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.folioId), index().on(t.techniqueId)],
);
