import { z } from '@hono/zod-openapi';
import { IdParam, jsonLinkId, plainParagraphs } from './fields';

/** A folio label: the folio number and its side, recto or verso ("25r" is shown "f. 25r"). */
export const FOLIO_LABEL_PATTERN = /^[1-9]\d{0,3}[rv]$/;

/** The image types a folio scan may be, by the Content-Type of its upload. */
export const FOLIO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/tiff', 'image/webp'] as const;

export const FOLIO_MESSAGES = {
  label: 'A folio label is its number and side, as 25r or 25v',
  contentType: 'A folio scan is a JPEG, PNG, TIFF or WebP image (its Content-Type)',
  unreadable: 'This file is not a scan HDX can read: upload a JPEG, PNG, TIFF or WebP image',
  notFound: 'Folio not found',
  deleted: 'Folio deleted',
  adminsOnly: 'Only administrators upload folio scans',
  manuscript: 'A folio upload names its manuscript by its id',
  uploadLength: 'A folio upload declares its size (Upload-Length)',
} as const;

/**
 * The tus metadata (`Upload-Metadata`) that makes a resumable upload a folio scan: the
 * manuscript's id, the folio's label and the scan's type. Without `folio`, it is a video.
 */
export const FOLIO_UPLOAD_METADATA = { manuscript: 'manuscript', folio: 'folio', type: 'filetype' } as const;

/** The refusals that quote a setting (codes `folios.tooLarge`, `folios.tooManyPixels`). */
export const folioTooLarge = (bytes: number) => `Folio scans are limited to ${bytes} bytes`;
export const folioTooManyPixels = (megapixels: number) => `Folio scans are limited to ${megapixels} megapixels`;

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

export const REGION_MESSAGES = {
  notTiled: 'This folio has no tiles yet: wait until its scan is tiled',
  noTechnique: 'No technique has this id',
  notFound: 'Region not found',
  deleted: 'Region deleted',
} as const;

/** A region past the folio's edge (code `regions.outside`). */
export const regionOutside = (width: number, height: number) =>
  `The region must lie within the folio (${width} × ${height} pixels)`;

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
