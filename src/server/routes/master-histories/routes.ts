import { createRoute } from '@hono/zod-openapi';
import { MasterHistoryCreateForm, MasterHistoryPatch, MasterHistorySchema } from '../../../contract/master-histories';
import { RandomQuery, ShownEntrySchema } from '../../../contract/shown-entry';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { formBody } from '../content/bodies';
import { crudRoutes } from '../content/crud-routes';

export const crud = crudRoutes({
  base: '/master_histories',
  tag: 'Master histories',
  label: 'master history',
  labels: 'master histories, with lineage',
  item: MasterHistorySchema,
  create: formBody(MasterHistoryCreateForm),
  patch: MasterHistoryPatch,
  notFound: MESSAGES.masterNotFound,
  image: 'images',
});

export const random = createRoute({
  method: 'get',
  path: '/master_histories/random',
  tags: ['Master histories'],
  summary: "A random master history (home section 3, 'History : {name}')",
  request: { query: RandomQuery },
  responses: {
    200: jsonContent(
      MasterHistorySchema.extend({ shown: ShownEntrySchema }).nullable(),
      'A master history with how the home shows it in `lang`, or null when there is none',
    ),
    400: errorResponse(MESSAGES.invalidInput),
  },
});
