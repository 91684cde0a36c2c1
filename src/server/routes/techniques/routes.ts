import { TechniqueCreate, TechniquePatch, TechniqueSchema } from '../../../contract/techniques';
import { MESSAGES } from '../../lib/http-error';
import { jsonBody } from '../content/bodies';
import { crudRoutes } from '../content/crud-routes';

export const crud = crudRoutes({
  base: '/techniques',
  tag: 'Techniques',
  label: 'technique',
  labels: 'techniques',
  item: TechniqueSchema,
  create: jsonBody(TechniqueCreate),
  patch: TechniquePatch,
  notFound: MESSAGES.notFound,
  image: 'images',
});
