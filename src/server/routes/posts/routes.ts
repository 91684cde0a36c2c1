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
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { formBody, jsonBody } from '../content/bodies';
import { filteredPostListTags, onePostTags, postListTags, relatedPostTags } from '../content/cache';
import { imageUploadLimit } from '../content/multipart';
import { authErrors, bodyErrors, uploadErrors } from '../content/responses';
import { REMOVAL_MESSAGES, WITHDRAWAL_MESSAGES } from '../../services/posts';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';
import { cachedRoute } from '../content/cached-route';

const tags = ['Posts'];
const postNotFound = { 404: errorResponse(MESSAGES.postNotFound) };
const badId = { 400: errorResponse(`${MESSAGES.invalidInput} (id)`) };

export const list = cachedRoute(filteredPostListTags, {
  path: '/posts',
  tags,
  summary: 'Posts, newest first, paginated and filtered (X-Total-Count gives the total)',
  request: { query: PostListQuery },
  responses: { 200: jsonContent(z.array(PostSchema), 'A page of posts'), 400: errorResponse('Invalid query') },
});

/** A home list: the first posts of the public lists in one order, `limit` of them (`fallback` by default). */
const firstPostsRoute = <P extends string>(path: P, summary: string, fallback: number, order: string) =>
  cachedRoute(postListTags, {
    path,
    tags,
    summary,
    request: { query: LimitQuery(fallback) },
    responses: { 200: jsonContent(z.array(PostSchema), order), 400: errorResponse('Invalid query') },
  });

export const trends = firstPostsRoute('/posts/trends', 'The most viewed posts (home TRENDS)', 2, 'Most viewed first');

export const news = firstPostsRoute('/posts/news', 'The most recent posts (home News)', 6, 'Newest first');

export const one = cachedRoute(onePostTags, {
  path: '/posts/{id}',
  tags,
  summary: 'One post, with its captions and chapters',
  request: { params: IdParam },
  responses: {
    200: jsonContent(PostDetailSchema, 'The post, with its captions and chapters'),
    ...badId,
    ...postNotFound,
  },
});

export const related = cachedRoute(relatedPostTags, {
  path: '/posts/{id}/related',
  tags,
  summary: 'Posts sharing weapon, master, manuscript, techniques or content type with this one',
  request: { params: IdParam, query: LimitQuery(6) },
  responses: { 200: jsonContent(z.array(PostSchema), 'Closest first'), ...badId, ...postNotFound },
});

export const create = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/posts',
  tags,
  summary:
    'Publishes a post (any signed-in user; the post is theirs). Upload the video first with GET /api/generate-presigned-url.',
  middleware: [imageUploadLimit] as const,
  request: { body: formBody(PostCreateForm) },
  responses: { 201: jsonContent(PostSchema, 'The new post'), ...bodyErrors, 403: authErrors[403], ...uploadErrors },
});

export const patch = guardedRoute(SIGNED_IN, {
  method: 'patch',
  path: '/posts/{id}',
  tags,
  summary: 'Edits a post (its author or an admin; only the fields given)',
  request: { params: IdParam, body: jsonBody(PostPatch) },
  responses: { 200: jsonContent(PostSchema, 'The updated post'), ...bodyErrors, 403: authErrors[403], ...postNotFound },
});

export const remove = guardedRoute(SIGNED_IN, {
  method: 'delete',
  path: '/posts/{id}',
  tags,
  summary:
    'Deletes a post (its author or an admin). A post somebody bought is withdrawn from sale instead when its author deletes it (200): hidden from every list, no new buyers, still playable by its buyers. An admin removes any post completely; its buyers are refunded (or told why not) by mail.',
  request: { params: IdParam },
  responses: {
    200: jsonContent(WithdrawnSchema, WITHDRAWAL_MESSAGES.withdrawn),
    204: { description: 'Deleted' },
    ...badId,
    403: authErrors[403],
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
