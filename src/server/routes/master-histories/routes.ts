import { createRoute } from '@hono/zod-openapi';
import { MasterHistoryCreateForm, MasterHistoryPatch, MasterHistorySchema } from '../../../contract/master-histories';
import { MESSAGES } from '../../lib/http-error';
import { jsonContent } from '../../lib/openapi';
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
  responses: { 200: jsonContent(MasterHistorySchema.nullable(), 'A master history, or null when there is none') },
});
