import { createRoute } from '@hono/zod-openapi';
import { PostTypeCreateForm, PostTypePatch, PostTypeSchema } from '../../../contract/post-types';
import { formBody } from '../content/bodies';
import { crudRoutes } from '../content/crud-routes';
import { RandomQuery, ShownEntrySchema } from '../../../contract/shown-entry';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';

export const crud = crudRoutes({
  base: '/post_types',
  tag: 'Content types',
  label: 'content type',
  labels: 'content types',
  item: PostTypeSchema,
  create: formBody(PostTypeCreateForm),
  patch: PostTypePatch,
  notFound: MESSAGES.notFound,
  image: 'images',
});

export const random = createRoute({
  method: 'get',
  path: '/post_types/random',
  tags: ['Content types'],
  summary: 'A random content type (home section 3)',
  request: { query: RandomQuery },
  responses: {
    200: jsonContent(
      PostTypeSchema.extend({ shown: ShownEntrySchema }).nullable(),
      'A content type with how the home shows it in `lang`, or null when there is none',
    ),
    400: errorResponse(MESSAGES.invalidInput),
  },
});
