import { createRoute, z } from '@hono/zod-openapi';
import {
  FolioParams,
  FolioSchema,
  ManuscriptParams,
  RegionInput,
  RegionParams,
  RegionPatch,
  RegionSchema,
  TechniqueSourceSchema,
} from '../../../contract/folios';
import { FOLIO_CONTENT_TYPES, FOLIO_MESSAGES, REGION_MESSAGES } from '../../../contract/folio-rules';
import { MessageSchema } from '../../../contract/auth';
import { MESSAGES } from '../../lib/http-error';
import { API_MESSAGES } from '../../../contract/api-messages';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { authErrors, idErrors } from '../content/responses';
import { libraryTags } from '../content/cache';
import { jsonBody } from '../content/bodies';
import { ADMIN, guardedRoute } from '../content/guarded-route';
import { cachedRoute } from '../content/cached-route';

const tags = ['Manuscripts'];
const ScanBody = z.string().openapi({ type: 'string', format: 'binary' });

export const list = cachedRoute(libraryTags, {
  path: '/manuscripts/{id}/folios',
  tags,
  summary: "A manuscript's folios in reading order, with their IIIF image service once tiled",
  request: { params: ManuscriptParams },
  responses: {
    200: jsonContent(z.array(FolioSchema), 'Folios'),
    ...idErrors,
  },
});

export const upload = guardedRoute(ADMIN, {
  method: 'put',
  path: '/manuscripts/{id}/folios/{label}',
  tags,
  summary:
    'Uploads the scan of a folio (the body is the image; admins): 202, tiled in the background. A folio uploaded again keeps its tiles until the new ones are ready.',
  request: {
    params: FolioParams,
    body: {
      required: true,
      content: Object.fromEntries(FOLIO_CONTENT_TYPES.map((type) => [type, { schema: ScanBody }])),
    },
  },
  responses: {
    202: jsonContent(FolioSchema, 'Stored, to be tiled'),
    ...idErrors,
    408: errorResponse(API_MESSAGES.media.cutOff.en),
    413: errorResponse(`${MESSAGES.payloadTooLarge} (FOLIO_MAX_BYTES)`),
    415: errorResponse(`${MESSAGES.unsupportedMediaType}: ${FOLIO_MESSAGES.contentType}`),
    422: errorResponse(`${MESSAGES.unprocessable}: ${FOLIO_MESSAGES.unreadable}`),
  },
});

export const remove = guardedRoute(ADMIN, {
  method: 'delete',
  path: '/manuscripts/{id}/folios/{label}',
  tags,
  summary: 'Deletes a folio and its tiles (admins)',
  request: { params: FolioParams },
  responses: {
    200: jsonContent(MessageSchema, FOLIO_MESSAGES.deleted),
    400: errorResponse(MESSAGES.invalidInput),
    404: errorResponse(FOLIO_MESSAGES.notFound),
  },
});

export const manifest = createRoute({
  method: 'get',
  path: '/manuscripts/{id}/manifest',
  tags,
  summary: 'The manuscript as a IIIF Presentation 3 manifest: a canvas per tiled folio (any IIIF viewer opens it)',
  request: { params: ManuscriptParams },
  responses: {
    200: {
      description: 'IIIF Presentation 3 manifest',
      content: { 'application/ld+json': { schema: z.object({}).passthrough() } },
    },
    ...idErrors,
  },
});

const regionErrors = {
  400: errorResponse(MESSAGES.invalidInput),
  ...authErrors,
  422: errorResponse(
    `${MESSAGES.unprocessable}: a value breaking a rule, or ${REGION_MESSAGES.notTiled}, the region must lie within the folio, ${REGION_MESSAGES.noTechnique}`,
  ),
};

export const regions = createRoute({
  method: 'get',
  path: '/manuscripts/{id}/regions',
  tags,
  summary:
    "A manuscript's regions (passages linked to techniques, with transcription and translations), folio by folio",
  request: { params: ManuscriptParams },
  responses: {
    200: jsonContent(z.array(RegionSchema), 'Regions'),
    ...idErrors,
  },
});

export const createRegion = guardedRoute(ADMIN, {
  method: 'post',
  path: '/manuscripts/{id}/folios/{label}/regions',
  tags,
  summary:
    'Draws a region on a tiled folio (a rectangle or polygon in its pixels) and links it to a technique (admins)',
  request: { params: FolioParams, body: jsonBody(RegionInput) },
  responses: {
    201: jsonContent(RegionSchema, 'Region drawn'),
    ...regionErrors,
    404: errorResponse(FOLIO_MESSAGES.notFound),
  },
});

export const patchRegion = guardedRoute(ADMIN, {
  method: 'patch',
  path: '/regions/{id}',
  tags,
  summary: 'Changes a region: its shape, technique, transcription or translations (admins)',
  request: { params: RegionParams, body: jsonBody(RegionPatch) },
  responses: {
    200: jsonContent(RegionSchema, 'Region'),
    ...regionErrors,
    404: errorResponse(REGION_MESSAGES.notFound),
  },
});

export const removeRegion = guardedRoute(ADMIN, {
  method: 'delete',
  path: '/regions/{id}',
  tags,
  summary: 'Deletes a region (admins)',
  request: { params: RegionParams },
  responses: {
    200: jsonContent(MessageSchema, REGION_MESSAGES.deleted),
    400: errorResponse(MESSAGES.invalidInput),
    404: errorResponse(REGION_MESSAGES.notFound),
  },
});

export const techniqueSources = createRoute({
  method: 'get',
  path: '/techniques/{id}/sources',
  tags: ['Techniques'],
  summary:
    'The passages of manuscripts that teach a technique: region picture, folio, transcription, translations, reader address',
  request: { params: RegionParams },
  responses: {
    200: jsonContent(z.array(TechniqueSourceSchema), 'Sources'),
    ...idErrors,
  },
});

export const sources = createRoute({
  method: 'get',
  path: '/sources',
  tags: ['Techniques'],
  summary:
    'Every passage linked to a technique, by technique then manuscript date (what the site builds its pages from)',
  responses: { 200: jsonContent(z.array(TechniqueSourceSchema), 'Sources') },
});
