import { z } from '@hono/zod-openapi';
import { MAX_ID } from './fields';

/** A folio label: the folio number and its side, recto or verso ("25r" is shown "f. 25r"). */
export const FOLIO_LABEL_PATTERN = /^[1-9]\d{0,3}[rv]$/;

/** The image types a folio scan may be, by the Content-Type of its upload. */
export const FOLIO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/tiff', 'image/webp'] as const;

export const FOLIO_MESSAGES = {
  label: 'A folio label is its number and side, as 25r or 25v',
  contentType: 'A folio scan is a JPEG, PNG, TIFF or WebP image (its Content-Type)',
  tooLarge: 'Folio scans are limited to {bytes} bytes',
  unreadable: 'This file is not a scan HDX can read: upload a JPEG, PNG, TIFF or WebP image',
  tooManyPixels: 'Folio scans are limited to {megapixels} megapixels',
  notFound: 'Folio not found',
  deleted: 'Folio deleted',
} as const;

const manuscriptId = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_ID)
  .openapi({ param: { name: 'id', in: 'path' }, example: 1 });

export const ManuscriptParams = z.object({ id: manuscriptId });

export const FolioParams = z.object({
  id: manuscriptId,
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
