import { FavoriteIdsSchema, FavoriteItemSchema, FavoriteListQuery, FavoriteSchema } from '../../../contract/favorites';
import { IdParam } from '../../../contract/fields';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { authErrors } from '../content/responses';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';

const tags = ['Favorites'];
const badId = { 400: errorResponse(`${MESSAGES.invalidInput} (id)`) };
const postNotFound = { 404: errorResponse(MESSAGES.postNotFound) };

export const add = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/posts/{id}/favorite',
  tags,
  summary: 'Bookmarks a post for the signed-in user: 201 when added, 200 when it already was',
  request: { params: IdParam },
  responses: {
    201: jsonContent(FavoriteSchema, 'Bookmarked'),
    200: jsonContent(FavoriteSchema, 'Already bookmarked'),
    ...badId,
    ...postNotFound,
  },
});

export const remove = guardedRoute(SIGNED_IN, {
  method: 'delete',
  path: '/posts/{id}/favorite',
  tags,
  summary: "Removes the signed-in user's bookmark of a post (204, also when there was none)",
  request: { params: IdParam },
  responses: { 204: { description: 'Not bookmarked any more' }, ...badId, ...postNotFound },
});

export const list = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/users/{id}/favorites',
  tags,
  summary:
    "A user's bookmarks with their posts, newest first, paginated (that user's bearer or an admin; X-Total-Count gives the total)",
  request: { params: IdParam, query: FavoriteListQuery },
  responses: {
    200: jsonContent(FavoriteItemSchema.array(), 'Bookmarks'),
    ...badId,
    403: authErrors[403],
    404: errorResponse(MESSAGES.notFound),
  },
});

export const ids = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/users/{id}/favorites/ids',
  tags,
  summary: "The ids of every post a user bookmarked, newest first (that user's bearer or an admin)",
  request: { params: IdParam },
  responses: {
    200: jsonContent(FavoriteIdsSchema, 'Post ids'),
    ...badId,
    403: authErrors[403],
    404: errorResponse(MESSAGES.notFound),
  },
});
