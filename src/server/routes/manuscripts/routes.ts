import { MESSAGES } from '../../lib/http-error';
import { crudRoutes } from '../content/crud-routes';
import { formBody } from '../content/bodies';
import { ManuscriptCreateForm, ManuscriptPatch, ManuscriptSchema } from '../../../contract/manuscripts';

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
