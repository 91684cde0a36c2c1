import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../../middleware/auth';
import {
  UploadedVideoSchema,
  UploadPathParams,
  UploadQuery,
  VideoBody,
  VideoUploadSchema,
} from '../../../contract/uploads';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { authErrors, bearer } from '../content/responses';

export const presign = createRoute({
  method: 'get',
  path: '/generate-presigned-url',
  tags: ['Uploads'],
  summary:
    'A short-lived signed address to PUT one video, sent as video/mp4 whatever its container (bound to you, to video/mp4 and to VIDEO_MAX_BYTES)',
  security: bearer,
  middleware: [requireUser] as const,
  responses: { 200: jsonContent(VideoUploadSchema, 'Upload address and key'), 401: authErrors[401] },
});

export const put = createRoute({
  method: 'put',
  path: '/uploads/videos/{owner}/{file}',
  tags: ['Uploads'],
  summary: 'The signed upload address of the local disk storage (S3 storage gives a presigned S3 URL instead)',
  request: {
    params: UploadPathParams,
    query: UploadQuery,
    body: {
      required: true,
      content: { 'video/mp4': { schema: VideoBody } },
    },
  },
  responses: {
    201: jsonContent(UploadedVideoSchema, 'Stored'),
    400: errorResponse(MESSAGES.invalidInput),
    403: errorResponse('Invalid or expired upload address'),
    404: errorResponse(MESSAGES.notFound),
    408: errorResponse(
      'The upload stalled, or was slower on average than 1 MB/s for VIDEO_MAX_BYTES: it is cut off and nothing is stored',
    ),
    409: errorResponse('This upload address was already used'),
    413: errorResponse(MESSAGES.payloadTooLarge),
    415: errorResponse(`${MESSAGES.unsupportedMediaType} (not video/mp4, or its bytes are not a video container)`),
  },
});
