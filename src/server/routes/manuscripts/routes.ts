import { ManuscriptCreateForm, ManuscriptPatch, ManuscriptSchema } from '../../../contract/manuscripts';
import { MESSAGES } from '../../lib/http-error';
import { formBody } from '../content/bodies';
import { crudRoutes } from '../content/crud-routes';

export const crud = crudRoutes({
  base: '/manuscripts',
  tag: 'Manuscripts',
  label: 'manuscript',
  labels: 'manuscripts, oldest first',
  item: ManuscriptSchema,
  create: formBody(ManuscriptCreateForm),
  patch: ManuscriptPatch,
  notFound: MESSAGES.notFound,
  image: 'images',
});
