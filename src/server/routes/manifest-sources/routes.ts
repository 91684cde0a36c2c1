import { createRoute } from '@hono/zod-openapi';
import { ManuscriptParams } from '../../../contract/folios';
import { MessageSchema } from '../../../contract/auth';
import {
  MANIFEST_SOURCE_MESSAGES,
  ManifestSourceInput,
  ManifestSourceSchema,
} from '../../../contract/manifest-sources';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { bodyErrors, idErrors } from '../content/responses';
import { jsonBody } from '../content/bodies';
import { ADMIN, guardedRoute } from '../content/guarded-route';

const tags = ['Manuscripts'];
const path = '/manuscripts/{id}/manifest-source';

export const read = createRoute({
  method: 'get',
  path,
  tags,
  summary: "The library's IIIF manifest a manuscript is read from (url null: its own folios)",
  request: { params: ManuscriptParams },
  responses: {
    200: jsonContent(ManifestSourceSchema, 'Manifest source'),
    ...idErrors,
  },
});

export const put = guardedRoute(ADMIN, {
  method: 'put',
  path,
  tags,
  summary:
    "Reads a manuscript from a library's IIIF manifest (admins): the server fetches it (https, public addresses only, size and time limits), keeps a copy, and the reader shows the library's images",
  request: { params: ManuscriptParams, body: jsonBody(ManifestSourceInput) },
  responses: {
    200: jsonContent(ManifestSourceSchema, 'Imported'),
    ...bodyErrors,
    404: errorResponse(MESSAGES.notFound),
    422: errorResponse(
      `${MESSAGES.unprocessable}: ${Object.values(MANIFEST_SOURCE_MESSAGES)
        .filter((text) => text !== MANIFEST_SOURCE_MESSAGES.removed && text !== MANIFEST_SOURCE_MESSAGES.notImported)
        .join('; ')}; too large (MANIFEST_IMPORT_MAX_BYTES); an error status`,
    ),
  },
});

export const refresh = guardedRoute(ADMIN, {
  method: 'post',
  path: `${path}/refresh`,
  tags,
  summary:
    "Fetches the library's manifest again from the address it was imported from (admins), under the same rules as the import; the kept copy is replaced only when the new one is accepted",
  request: { params: ManuscriptParams },
  responses: {
    200: jsonContent(ManifestSourceSchema, 'Refreshed'),
    ...idErrors,
    409: errorResponse(MANIFEST_SOURCE_MESSAGES.notImported),
    422: errorResponse(`${MESSAGES.unprocessable}: the import's refusals, on the field url`),
  },
});

export const remove = guardedRoute(ADMIN, {
  method: 'delete',
  path,
  tags,
  summary: "Reads a manuscript from its own folios again, forgetting the library's manifest (admins)",
  request: { params: ManuscriptParams },
  responses: {
    200: jsonContent(MessageSchema, MANIFEST_SOURCE_MESSAGES.removed),
    ...idErrors,
  },
});
