import { z } from '@hono/zod-openapi';
import { fillApiText } from './api-texts';
import { atMostCharacters, FIELD_MESSAGES } from './field-messages';

/** The refusals of a library manifest import (codes `manifestSources.*`), each on the `url` field. */
export const MANIFEST_SOURCE_MESSAGES = {
  https: 'A manifest address is a full https:// address',
  address: 'This address leads to a private or local network: HDX fetches manifests from the public internet only',
  redirects: 'The library redirected this address too many times',
  timeout: 'The library did not answer in time: try again later',
  unreachable: 'The library could not be reached at this address',
  notManifest: 'This address holds no IIIF Presentation 2 or 3 manifest with images HDX can show',
  removed: 'The manuscript is read from its own folios again',
  notImported: 'This manuscript is read from its own folios: it has no library manifest to refresh',
} as const;

/** The refusals that quote a value (codes `manifestSources.tooLarge`, `manifestSources.status`). */
export const MANIFEST_SOURCE_TEMPLATES = {
  tooLarge: 'Manifests are limited to {{bytes}} bytes',
  status: 'The library answered this address with an error ({{status}})',
} as const;

export const manifestTooLarge = (bytes: number) =>
  fillApiText(MANIFEST_SOURCE_TEMPLATES.tooLarge, { bytes: String(bytes) });
export const manifestStatus = (status: string) => fillApiText(MANIFEST_SOURCE_TEMPLATES.status, { status });

const isHttpsAddress = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

export const ManifestSourceInput = z
  .object({
    url: z
      .string()
      .trim()
      .min(1, FIELD_MESSAGES.required)
      .max(2000, atMostCharacters(2000))
      .refine(isHttpsAddress, MANIFEST_SOURCE_MESSAGES.https)
      .openapi({ example: 'https://media.getty.edu/iiif/manifest/1ba4a8d8-1d5a-4d65-8d07-0a5b0b30d7c8' }),
  })
  .openapi('ManifestSourceInput');

export const ManifestSourceSchema = z
  .object({
    /** The library's manifest this manuscript is read from; null: its own folios. */
    url: z.string().nullable(),
    fetchedAt: z.string().nullable(),
    /** The manifest's own title, as the library gives it. */
    label: z.string().nullable(),
    /** Its canvases the reader can show (painted by an image with a IIIF image service). */
    canvases: z.number().int(),
  })
  .openapi('ManifestSource');

export type ManifestSource = z.infer<typeof ManifestSourceSchema>;
