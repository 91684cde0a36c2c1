import { z } from '@hono/zod-openapi';
import { IdParam, jsonLinkId, plainParagraphs } from './fields';
import { FOLIO_LABEL_PATTERN, FOLIO_MESSAGES } from './folio-rules';

/** `{id}`: the manuscript's. */
export const ManuscriptParams = IdParam;

export const FolioParams = IdParam.extend({
  label: z
    .string()
    .regex(FOLIO_LABEL_PATTERN, FOLIO_MESSAGES.label)
    .openapi({ param: { name: 'label', in: 'path' }, example: '25r' }),
});

export const FolioSchema = z
  .object({
    id: z.number().int(),
    manuscriptId: z.number().int(),
    label: z.string().openapi({ example: '25r' }),
    position: z.number().int(),
    /** `tiling` until its scan is cut into tiles (a folio replaced keeps showing its former tiles meanwhile). */
    status: z.enum(['tiling', 'ready', 'failed']),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** The IIIF Image API 3 service of its tiles; null until first tiled. */
    service: z.string().nullable(),
    /** A small image of the whole folio (240 px on its long edge). */
    thumbnail: z.string().nullable(),
    /** Why its last scan could not be tiled. */
    failure: z.string().nullable(),
  })
  .openapi('Folio');

export type Folio = z.infer<typeof FolioSchema>;

const pixel = z.number().int().min(0).max(100_000);
const RegionText = plainParagraphs(4000);

/** A region of a folio, in its image's pixels: a rectangle, or a polygon of 3 to 64 corners. */
export const RegionShape = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('rect'), x: pixel, y: pixel, w: pixel.min(1), h: pixel.min(1) }),
    z.object({
      type: z.literal('polygon'),
      points: z
        .array(z.tuple([pixel, pixel]))
        .min(3)
        .max(64),
    }),
  ])
  .openapi('RegionShape', { example: { type: 'rect', x: 1200, y: 800, w: 2400, h: 1600 } });

export const RegionInput = z
  .object({
    shape: RegionShape,
    techniqueId: jsonLinkId.openapi({ description: 'The technique the passage teaches' }),
    transcription: RegionText.optional(),
    translationEn: RegionText.optional(),
    translationFr: RegionText.optional(),
  })
  .strict()
  .openapi('RegionInput');

export const RegionPatch = RegionInput.partial().openapi('RegionPatch');

export const RegionSchema = z
  .object({
    id: z.number().int(),
    manuscriptId: z.number().int(),
    folio: z.string().openapi({ example: '25r' }),
    techniqueId: z.number().int().nullable(),
    shape: RegionShape,
    /** The bounding box, for region images and deep links. */
    box: z.object({ x: z.number().int(), y: z.number().int(), w: z.number().int(), h: z.number().int() }),
    transcription: z.string(),
    translationEn: z.string(),
    translationFr: z.string(),
    /** The region as a picture (at most 800 px on its long edge). */
    image: z.string().nullable(),
  })
  .openapi('Region');

/** `{id}`: the region's (or the technique's, for its sources). */
export const RegionParams = IdParam;

/** A passage that teaches a technique, with where to read it. */
export const TechniqueSourceSchema = RegionSchema.extend({
  manuscript: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  /** The reader at this folio and region: `/manuscripts/{slug}?folio=25r&region=x,y,w,h` (no locale prefix). */
  readerPath: z.string(),
}).openapi('TechniqueSource');

export type Region = z.infer<typeof RegionSchema>;
export type RegionInput = z.input<typeof RegionInput>;
export type TechniqueSource = z.infer<typeof TechniqueSourceSchema>;
