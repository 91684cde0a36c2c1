import { z } from '@hono/zod-openapi';
import {
  CaptionForm,
  CaptionLangParam,
  CaptionSchema,
  ChaptersPut,
  ChapterSchema,
  PostTimelineSchema,
} from '../../../contract/chapters';
import { IdParam } from '../../../contract/fields';
import { TIMELINE_MESSAGES } from '../../../contract/timeline-messages';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { formBody, jsonBody } from '../content/bodies';
import { timelinesTags } from '../content/cache';
import { authErrors, bodyErrors, uploadErrors } from '../content/responses';
import { captionUploadLimit } from './caption-upload';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';
import { cachedRoute } from '../content/cached-route';

const tags = ['Posts'];
const postNotFound = { 404: errorResponse(MESSAGES.postNotFound) };

export const timelines = cachedRoute(timelinesTags, {
  path: '/posts/timelines',
  tags,
  summary:
    'Chapters and captions of every listed post that has any (the site build reads them in one call; GET /posts/{id} gives one post’s)',
  responses: { 200: jsonContent(z.array(PostTimelineSchema), 'By post id') },
});

export const putChapters = guardedRoute(SIGNED_IN, {
  method: 'put',
  path: '/posts/{id}/chapters',
  tags,
  summary:
    'Replaces a post’s chapters (its author or an admin): sorted by start, each start before the end of the video, at most 50, titles 1–120 characters of plain text, techniqueId a technique of the library or null',
  request: { params: IdParam, body: jsonBody(ChaptersPut) },
  responses: {
    200: jsonContent(z.array(ChapterSchema), 'The chapters, sorted'),
    ...bodyErrors,
    403: authErrors[403],
    ...postNotFound,
  },
});

export const addCaption = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/posts/{id}/captions',
  tags,
  summary:
    'Adds or replaces a post’s captions in one language (its author or an admin): WebVTT is checked, SubRip converted to WebVTT; served as text/vtt',
  middleware: [captionUploadLimit] as const,
  request: { params: IdParam, body: formBody(CaptionForm) },
  responses: {
    201: jsonContent(CaptionSchema, 'The stored WebVTT file'),
    ...bodyErrors,
    403: authErrors[403],
    ...uploadErrors,
    ...postNotFound,
  },
});

export const removeCaption = guardedRoute(SIGNED_IN, {
  method: 'delete',
  path: '/posts/{id}/captions/{lang}',
  tags,
  summary: 'Removes a post’s captions in one language (its author or an admin)',
  request: { params: CaptionLangParam },
  responses: {
    204: { description: 'Removed' },
    400: errorResponse(`${MESSAGES.invalidInput} (id or lang)`),
    403: authErrors[403],
    404: errorResponse(`${MESSAGES.postNotFound}, or ${TIMELINE_MESSAGES.captionNotFound}`),
  },
});
