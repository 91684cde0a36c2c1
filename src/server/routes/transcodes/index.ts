import { TRANSCODE_MESSAGES } from '../../../contract/messages';
import { FailedTranscodeListSchema, TranscodeJobParam, TranscodeRetriedSchema } from '../../../contract/streams';
import type { AppDeps } from '../../context';
import { HttpError, notFound } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { ADMIN, guardedRoute } from '../content/guarded-route';

const queue = (deps: AppDeps) => {
  if (!deps.transcodes) throw new HttpError(503, TRANSCODE_MESSAGES.notRunning);
  return deps.transcodes;
};

const failed = guardedRoute(ADMIN, {
  method: 'get',
  path: '/admin/transcodes/failed',
  tags: ['Transcoding'],
  summary: 'Video transcodes that failed after all their retries, oldest first',
  responses: {
    200: jsonContent(FailedTranscodeListSchema, 'The failed transcodes'),
    503: errorResponse(TRANSCODE_MESSAGES.notRunning),
  },
});

const retry = guardedRoute(ADMIN, {
  method: 'post',
  path: '/admin/transcodes/{id}/retry',
  tags: ['Transcoding'],
  summary: 'Queue a failed transcode again, with a fresh set of retries',
  request: { params: TranscodeJobParam },
  responses: {
    200: jsonContent(TranscodeRetriedSchema, 'Queued again: the post whose video it is'),
    404: errorResponse(TRANSCODE_MESSAGES.noFailedJob),
    409: errorResponse(TRANSCODE_MESSAGES.postDeleted),
    503: errorResponse(TRANSCODE_MESSAGES.notRunning),
  },
});

export const transcodeRoutes = createRouter()
  .openapi(failed, async (c) => {
    const { deps } = c.var;
    return c.json({ items: await queue(deps).listFailed(deps) }, 200);
  })
  .openapi(retry, async (c) => {
    const { deps } = c.var;
    const postId = await queue(deps).retry(deps, c.req.valid('param').id);
    if (postId === null) throw notFound(TRANSCODE_MESSAGES.noFailedJob);
    if (postId === 'post_deleted') throw new HttpError(409, TRANSCODE_MESSAGES.postDeleted);
    return c.json({ postId }, 200);
  });
