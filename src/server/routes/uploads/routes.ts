import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../middleware/auth';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { authErrors, bearer } from '../content/responses';

export const VideoUploadSchema = z
  .object({
    url: z.string().openapi({ description: 'PUT the video here, with Content-Type: video/mp4, before it expires' }),
    key: z.string().openapi({ description: 'Send as `videoKey` with POST /api/posts' }),
    method: z.literal('PUT'),
    headers: z.object({ 'Content-Type': z.string() }),
    maxBytes: z.number().int(),
    expiresAt: z.string(),
  })
  .openapi('VideoUpload');

export const presign = createRoute({
  method: 'get',
  path: '/generate-presigned-url',
  tags: ['Uploads'],
  summary: 'A short-lived signed address to PUT one MP4 video (bound to you, to video/mp4 and to VIDEO_MAX_BYTES)',
  security: bearer,
  middleware: [requireUser] as const,
  responses: { 200: jsonContent(VideoUploadSchema, 'Upload address and key'), 401: authErrors[401] },
});

const segment = (name: string, pattern: RegExp) =>
  z
    .string()
    .regex(pattern)
    .openapi({ param: { name, in: 'path' } });

export const put = createRoute({
  method: 'put',
  path: '/uploads/videos/{owner}/{file}',
  tags: ['Uploads'],
  summary: 'The signed upload address of the local disk storage (S3 storage gives a presigned S3 URL instead)',
  request: {
    params: z.object({ owner: segment('owner', /^u\d{1,10}$/), file: segment('file', /^[A-Za-z0-9_-]{22}\.mp4$/) }),
    query: z.object({
      user: z.string().optional(),
      type: z.string().optional(),
      max: z.string().optional(),
      expires: z.string().optional(),
      sig: z.string().optional(),
    }),
    body: {
      required: true,
      content: { 'video/mp4': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
    },
  },
  responses: {
    201: jsonContent(z.object({ key: z.string(), size: z.number().int() }).openapi('UploadedVideo'), 'Stored'),
    400: errorResponse(MESSAGES.invalidInput),
    403: errorResponse('Invalid or expired upload address'),
    404: errorResponse(MESSAGES.notFound),
    408: errorResponse(
      'The upload stalled, or was slower on average than 1 MB/s for VIDEO_MAX_BYTES: it is cut off and nothing is stored',
    ),
    409: errorResponse('This upload address was already used'),
    413: errorResponse(MESSAGES.payloadTooLarge),
    415: errorResponse(`${MESSAGES.unsupportedMediaType} (not video/mp4, or not an MP4 file)`),
  },
});
