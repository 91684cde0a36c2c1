import { MESSAGES } from '../../lib/http-error';
import { crudRoutes } from '../content/crud-routes';
import { jsonBody } from '../content/bodies';
import { TechniqueCreate, TechniquePatch, TechniqueSchema } from '../../../contract/techniques';

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
