import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../../middleware/auth';
import { FavoriteIdsSchema, FavoriteItemSchema, FavoriteListQuery, FavoriteSchema } from '../../../contract/favorites';
import { IdParam } from '../../../contract/fields';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { authErrors, bearer } from '../content/responses';

const tags = ['Favorites'];
const badId = { 400: errorResponse(`${MESSAGES.invalidInput} (id)`) };
const postNotFound = { 404: errorResponse(MESSAGES.postNotFound) };

export const add = createRoute({
  method: 'post',
  path: '/posts/{id}/favorite',
  tags,
  summary: 'Bookmarks a post for the signed-in user: 201 when added, 200 when it already was',
  security: bearer,
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: {
    201: jsonContent(FavoriteSchema, 'Bookmarked'),
    200: jsonContent(FavoriteSchema, 'Already bookmarked'),
    ...badId,
    401: authErrors[401],
    ...postNotFound,
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/posts/{id}/favorite',
  tags,
  summary: "Removes the signed-in user's bookmark of a post (204, also when there was none)",
  security: bearer,
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: { 204: { description: 'Not bookmarked any more' }, ...badId, 401: authErrors[401], ...postNotFound },
});

export const list = createRoute({
  method: 'get',
  path: '/users/{id}/favorites',
  tags,
  summary:
    "A user's bookmarks with their posts, newest first, paginated (that user's bearer or an admin; X-Total-Count gives the total)",
  security: bearer,
  middleware: [requireUser] as const,
  request: { params: IdParam, query: FavoriteListQuery },
  responses: {
    200: jsonContent(FavoriteItemSchema.array(), 'Bookmarks'),
    ...badId,
    ...authErrors,
    404: errorResponse(MESSAGES.notFound),
  },
});

export const ids = createRoute({
  method: 'get',
  path: '/users/{id}/favorites/ids',
  tags,
  summary: "The ids of every post a user bookmarked, newest first (that user's bearer or an admin)",
  security: bearer,
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: {
    200: jsonContent(FavoriteIdsSchema, 'Post ids'),
    ...badId,
    ...authErrors,
    404: errorResponse(MESSAGES.notFound),
  },
});
