import { createRoute } from '@hono/zod-openapi';
import {
  UploadedVideoSchema,
  UploadPathParams,
  UploadQuery,
  VideoBody,
  VideoUploadSchema,
} from '../../../contract/uploads';
import { MESSAGES } from '../../lib/http-error';
import { API_MESSAGES } from '../../../contract/api-messages';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';

export const presign = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/generate-presigned-url',
  tags: ['Uploads'],
  summary:
    'A short-lived signed address to PUT one video, sent as video/mp4 whatever its container (bound to you, to video/mp4 and to VIDEO_MAX_BYTES)',
  responses: { 200: jsonContent(VideoUploadSchema, 'Upload address and key') },
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
    409: errorResponse(API_MESSAGES.media.addressUsed.en),
    413: errorResponse(MESSAGES.payloadTooLarge),
    415: errorResponse(`${MESSAGES.unsupportedMediaType} (not video/mp4, or its bytes are not a video container)`),
  },
});
