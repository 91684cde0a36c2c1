import { PostUserParams } from '../../../contract/likes';
import { OwnRateSchema, RateBody, RatedSchema } from '../../../contract/ratings';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { jsonBody } from '../content/bodies';
import { bodyErrors } from '../content/responses';
import { PATH_USER, guardedRoute } from '../content/guarded-route';

export const rate = guardedRoute(PATH_USER, {
  method: 'post',
  path: '/posts/{postId}/rates/{userId}',
  tags: ['Ratings'],
  summary:
    "Rates a post as {userId} (that user's bearer). A new rating replaces the old; the post's `rate` is the average.",
  request: { params: PostUserParams, body: jsonBody(RateBody) },
  responses: {
    200: jsonContent(RatedSchema, 'Your rating and the post with its new average'),
    ...bodyErrors,
    404: errorResponse(MESSAGES.postNotFound),
  },
});

export const own = guardedRoute(PATH_USER, {
  method: 'get',
  path: '/posts/{postId}/rates/{userId}',
  tags: ['Ratings'],
  summary: "{userId}'s own rating of a post (that user's bearer): `rate` is null when they have not rated it",
  request: { params: PostUserParams },
  responses: {
    200: jsonContent(OwnRateSchema, 'Your rating'),
    400: errorResponse(`${MESSAGES.invalidInput} (ids)`),
    404: errorResponse(MESSAGES.postNotFound),
  },
});
