import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { authErrors } from '../content/responses';
import {
  LikeAddedSchema,
  LikeRemovedSchema,
  LikeSchema,
  PostParams,
  PostUserParams,
  UserLikeSchema,
  UserParams,
} from '../../../contract/likes';
import { PATH_USER, SIGNED_IN, guardedRoute } from '../content/guarded-route';

const tags = ['Likes'];
const badIds = { 400: errorResponse(`${MESSAGES.invalidInput} (ids)`) };

export const toggle = guardedRoute(PATH_USER, {
  method: 'post',
  path: '/posts/{postId}/likes/{userId}',
  tags,
  summary:
    'Toggles the like of {userId} on a post: 201 {post} when added, 200 {message} when removed. Hardening over §6: the bearer must be {userId}.',
  request: { params: PostUserParams },
  responses: {
    201: jsonContent(LikeAddedSchema, 'Like added'),
    200: jsonContent(LikeRemovedSchema, 'Like removed'),
    ...badIds,
    404: errorResponse(MESSAGES.postNotFound),
  },
});

export const ofPost = createRoute({
  method: 'get',
  path: '/posts/{postId}/likes',
  tags,
  summary: 'The likes of a post, newest first',
  request: { params: PostParams },
  responses: { 200: jsonContent(z.array(LikeSchema), 'Likes'), ...badIds, 404: errorResponse(MESSAGES.postNotFound) },
});

export const ofUser = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/user/{userId}/likes',
  tags,
  summary: "A user's likes with their posts, newest first (that user's bearer, or an admin)",
  request: { params: UserParams },
  responses: {
    200: jsonContent(z.array(UserLikeSchema), 'Likes'),
    ...badIds,
    403: authErrors[403],
    404: errorResponse(MESSAGES.notFound),
  },
});
