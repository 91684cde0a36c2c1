import { PublicityCreateForm, PublicityPatch, PublicitySchema } from '../../../contract/publicities';
import { MESSAGES } from '../../lib/http-error';
import { formBody } from '../content/bodies';
import { crudRoutes } from '../content/crud-routes';

export const crud = crudRoutes({
  base: '/publicities',
  tag: 'Publicities',
  label: 'partner advertisement',
  labels: 'partner advertisements (the home shows the first)',
  item: PublicitySchema,
  create: formBody(PublicityCreateForm),
  patch: PublicityPatch,
  notFound: MESSAGES.notFound,
  image: 'image',
});
