import { createRoute, z } from '@hono/zod-openapi';
import { ErrorSchema } from '../../../contract/errors';
import { FOLIO_MESSAGES } from '../../../contract/folio-rules';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse } from '../../lib/openapi';
import { TUS_MESSAGES } from '../../services/uploads/tus-server';
import { authErrors, bearer } from '../content/responses';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';

const tusHeaders = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, { schema: { type: 'string' as const } }]));

/** A tus upload id: `u{userId}-{22 characters}`, the last segment of the `Location` answered at creation. */
const TusUploadParams = z.object({
  id: z
    .string()
    .regex(/^u[1-9]\d{0,9}-[A-Za-z0-9_-]{22}$/)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'u12-3q2pB0xQ0mE6oGgkq8Xb1w' }),
});

const UPLOAD_ERRORS = {
  400: errorResponse(
    `${MESSAGES.invalidInput} (a malformed id), a malformed tus header, or an address with a query string or a trailing slash`,
  ),
  401: authErrors[401],
  403: errorResponse('This upload belongs to another user'),
  404: errorResponse('No such upload (never created, finished, terminated or swept)'),
  412: errorResponse('Tus-Resumable: 1.0.0 is required'),
  423: errorResponse(`${TUS_MESSAGES.busy} (another request holds the upload; Retry-After says when)`),
};

const tusOnly = {
  'Tus-Resumable': { description: '1.0.0', schema: { type: 'string' as const } },
};

export const tusOptions = createRoute({
  method: 'options',
  path: '/uploads',
  tags: ['Uploads'],
  summary: 'tus 1.0: the supported version, extensions and largest upload (Tus-Max-Size = VIDEO_MAX_BYTES)',
  responses: {
    204: { description: 'Capabilities', headers: tusHeaders(['Tus-Version', 'Tus-Extension', 'Tus-Max-Size']) },
  },
});

export const tusCreate = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/uploads',
  tags: ['Uploads'],
  summary:
    "tus 1.0 creation of a resumable upload (headers Tus-Resumable: 1.0.0, Upload-Length). A video by default: its id, the last segment of Location, is the `videoKey` of POST /api/posts once finished. A folio scan (admins) when Upload-Metadata names it: `manuscript` (its id), `folio` (its label, as 25r) and `filetype` (image/jpeg|png|tiff|webp); once finished it becomes the folio's scan as with PUT /api/manuscripts/{id}/folios/{label}",
  responses: {
    201: { description: 'Created: PATCH the bytes to Location', headers: { ...tusOnly, ...tusHeaders(['Location']) } },
    ...UPLOAD_ERRORS,
    403: errorResponse(FOLIO_MESSAGES.adminsOnly),
    404: errorResponse('The manuscript a folio upload names does not exist'),
    413: errorResponse(
      `${MESSAGES.payloadTooLarge}: Upload-Length is over VIDEO_MAX_BYTES (FOLIO_MAX_BYTES for a folio scan), or your unfinished uploads would declare more than UPLOAD_MAX_UNFINISHED_BYTES`,
    ),
    415: errorResponse(`${MESSAGES.unsupportedMediaType}: ${FOLIO_MESSAGES.contentType}`),
    429: errorResponse(
      'You hold UPLOAD_MAX_UNFINISHED unfinished uploads (finish or discard one), or created UPLOAD_MAX_PER_HOUR in the last hour (Retry-After)',
    ),
  },
});

/** Documented only: Hono answers HEAD with the GET route of the same path (routes/uploads/index.ts). */
export const tusHead = createRoute({
  method: 'head',
  path: '/uploads/{id}',
  tags: ['Uploads'],
  summary: 'tus 1.0: how many bytes of your upload the server has (Upload-Offset), to resume from there',
  security: bearer,
  request: { params: TusUploadParams },
  responses: {
    200: { description: 'The offset', headers: { ...tusOnly, ...tusHeaders(['Upload-Offset', 'Upload-Length']) } },
    ...UPLOAD_ERRORS,
  },
});

export const tusPatch = guardedRoute(SIGNED_IN, {
  method: 'patch',
  path: '/uploads/{id}',
  tags: ['Uploads'],
  summary:
    'tus 1.0: the next bytes of your upload from Upload-Offset; the last ones finish it: a video ffprobe reads (MP4, MOV, WebM, MKV, M4V…), or a folio scan sharp reads within FOLIO_MAX_PIXELS (then tiled in the background), else 422 and it is removed',
  request: {
    params: TusUploadParams,
    body: {
      required: true,
      content: { 'application/offset+octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
  responses: {
    204: {
      description: 'Stored up to the new Upload-Offset',
      headers: { ...tusOnly, ...tusHeaders(['Upload-Offset']) },
    },
    ...UPLOAD_ERRORS,
    409: errorResponse('Upload-Offset is not where the upload stands: HEAD it'),
    410: errorResponse('The upload expired (UPLOAD_ORPHAN_MAX_AGE_HOURS) and was removed'),
    413: errorResponse(`${MESSAGES.payloadTooLarge}: more bytes than Upload-Length`),
    415: errorResponse('Content-Type must be application/offset+octet-stream'),
    422: {
      description: 'The finished file is not a video (or not a readable scan): it is removed',
      content: { 'application/json': { schema: ErrorSchema } },
    },
  },
});

export const tusDelete = guardedRoute(SIGNED_IN, {
  method: 'delete',
  path: '/uploads/{id}',
  tags: ['Uploads'],
  summary: 'tus 1.0 termination: your unfinished upload and its bytes are removed',
  request: { params: TusUploadParams },
  responses: { 204: { description: 'Terminated', headers: tusOnly }, ...UPLOAD_ERRORS },
});
