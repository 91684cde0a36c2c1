// Zod-free: the manuscript reader and the dashboard's folio screens import it without bundling zod,
// the schemas of folios.ts and the catalogue (api-messages.ts) read the same definitions.
import { fillApiText } from './api-texts';

/** A folio label: the folio number and its side, recto or verso ("25r" is shown "f. 25r"). */
export const FOLIO_LABEL_PATTERN = /^[1-9]\d{0,3}[rv]$/;

/** The image types a folio scan may be, by the Content-Type of its upload. */
export const FOLIO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/tiff', 'image/webp'] as const;

/**
 * The tus metadata (`Upload-Metadata`) that makes a resumable upload a folio scan: the
 * manuscript's id, the folio's label and the scan's type. Without `folio`, it is a video.
 */
export const FOLIO_UPLOAD_METADATA = { manuscript: 'manuscript', folio: 'folio', type: 'filetype' } as const;

/** The refusals and answers of the folio calls (codes `folios.*`). */
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

/** The folio refusals that quote a setting, as the catalogue's templates. */
export const FOLIO_TEMPLATES = {
  tooLarge: 'Folio scans are limited to {{bytes}} bytes',
  tooManyPixels: 'Folio scans are limited to {{megapixels}} megapixels',
} as const;

export const folioTooLarge = (bytes: number) => fillApiText(FOLIO_TEMPLATES.tooLarge, { bytes: String(bytes) });
export const folioTooManyPixels = (megapixels: number) =>
  fillApiText(FOLIO_TEMPLATES.tooManyPixels, { megapixels: String(megapixels) });

/** The refusals and answers of the region calls (codes `regions.*`). */
export const REGION_MESSAGES = {
  notTiled: 'This folio has no tiles yet: wait until its scan is tiled',
  noTechnique: 'No technique has this id',
  notFound: 'Region not found',
  deleted: 'Region deleted',
} as const;

export const REGION_TEMPLATES = {
  outside: 'The region must lie within the folio ({{width}} × {{height}} pixels)',
} as const;

/** A region past the folio's edge (code `regions.outside`). */
export const regionOutside = (width: number, height: number) =>
  fillApiText(REGION_TEMPLATES.outside, { width: String(width), height: String(height) });
