import { createRoute, z } from '@hono/zod-openapi';
import {
  LimitQuery,
  PostCreateForm,
  PostDetailSchema,
  PostListQuery,
  PostPatch,
  PostSchema,
  ViewsSchema,
  WithdrawnSchema,
} from '../../../contract/posts';
import { IdParam } from '../../../contract/fields';
import { requireUser } from '../../middleware/auth';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { formBody, jsonBody } from '../content/bodies';
import { cached, filteredPostListTags, onePostTags, postListTags, relatedPostTags } from '../content/cache';
import { imageUploadLimit } from '../content/multipart';
import { authErrors, bearer, bodyErrors, uploadErrors } from '../content/responses';
import { REMOVAL_MESSAGES, WITHDRAWAL_MESSAGES } from '../../services/posts';

const tags = ['Posts'];
const postNotFound = { 404: errorResponse(MESSAGES.postNotFound) };
const badId = { 400: errorResponse(`${MESSAGES.invalidInput} (id)`) };

export const list = createRoute({
  method: 'get',
  path: '/posts',
  tags,
  summary: 'Posts, newest first, paginated and filtered (X-Total-Count gives the total)',
  middleware: [cached(filteredPostListTags)] as const,
  request: { query: PostListQuery },
  responses: { 200: jsonContent(z.array(PostSchema), 'A page of posts'), 400: errorResponse('Invalid query') },
});

export const trends = createRoute({
  method: 'get',
  path: '/posts/trends',
  tags,
  summary: 'The most viewed posts (home TRENDS)',
  middleware: [cached(postListTags)] as const,
  request: { query: LimitQuery(2) },
  responses: { 200: jsonContent(z.array(PostSchema), 'Most viewed first'), 400: errorResponse('Invalid query') },
});

export const news = createRoute({
  method: 'get',
  path: '/posts/news',
  tags,
  summary: 'The most recent posts (home News)',
  middleware: [cached(postListTags)] as const,
  request: { query: LimitQuery(6) },
  responses: { 200: jsonContent(z.array(PostSchema), 'Newest first'), 400: errorResponse('Invalid query') },
});

export const one = createRoute({
  method: 'get',
  path: '/posts/{id}',
  tags,
  summary: 'One post, with its captions and chapters',
  middleware: [cached(onePostTags)] as const,
  request: { params: IdParam },
  responses: {
    200: jsonContent(PostDetailSchema, 'The post, with its captions and chapters'),
    ...badId,
    ...postNotFound,
  },
});

export const related = createRoute({
  method: 'get',
  path: '/posts/{id}/related',
  tags,
  summary: 'Posts sharing weapon, master, manuscript, techniques or content type with this one',
  middleware: [cached(relatedPostTags)] as const,
  request: { params: IdParam, query: LimitQuery(6) },
  responses: { 200: jsonContent(z.array(PostSchema), 'Closest first'), ...badId, ...postNotFound },
});

export const create = createRoute({
  method: 'post',
  path: '/posts',
  tags,
  summary:
    'Publishes a post (any signed-in user; the post is theirs). Upload the video first with GET /api/generate-presigned-url.',
  security: bearer,
  middleware: [requireUser, imageUploadLimit] as const,
  request: { body: formBody(PostCreateForm) },
  responses: { 201: jsonContent(PostSchema, 'The new post'), ...bodyErrors, ...authErrors, ...uploadErrors },
});

export const patch = createRoute({
  method: 'patch',
  path: '/posts/{id}',
  tags,
  summary: 'Edits a post (its author or an admin; only the fields given)',
  security: bearer,
  middleware: [requireUser] as const,
  request: { params: IdParam, body: jsonBody(PostPatch) },
  responses: { 200: jsonContent(PostSchema, 'The updated post'), ...bodyErrors, ...authErrors, ...postNotFound },
});

export const remove = createRoute({
  method: 'delete',
  path: '/posts/{id}',
  tags,
  summary:
    'Deletes a post (its author or an admin). A post somebody bought is withdrawn from sale instead when its author deletes it (200): hidden from every list, no new buyers, still playable by its buyers. An admin removes any post completely; its buyers are refunded (or told why not) by mail.',
  security: bearer,
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: {
    200: jsonContent(WithdrawnSchema, WITHDRAWAL_MESSAGES.withdrawn),
    204: { description: 'Deleted' },
    ...badId,
    ...authErrors,
    ...postNotFound,
    409: errorResponse(REMOVAL_MESSAGES.newBuyers),
  },
});

export const incrementViews = createRoute({
  method: 'post',
  path: '/posts/{id}/increment-views',
  tags,
  summary:
    'Counts a view (no token). Repeats by one visitor within 30 minutes are not counted, nor more than 3 views of a post from one address in 30 minutes, whatever its User-Agent; the call still answers 201.',
  request: { params: IdParam },
  responses: { 201: jsonContent(ViewsSchema, 'The view count'), ...badId, ...postNotFound },
});
