import { MESSAGES } from '../../lib/http-error';
import { crudRoutes } from '../content/crud-routes';
import { formBody } from '../content/fields';
import { WeaponCreateForm, WeaponPatch, WeaponSchema } from './schemas';

export const crud = crudRoutes({
  base: '/weapons',
  tag: 'Weapons',
  label: 'martial art (weapon)',
  labels: 'martial arts (weapons)',
  item: WeaponSchema,
  create: formBody(WeaponCreateForm),
  patch: WeaponPatch,
  notFound: MESSAGES.notFound,
  image: 'images',
});
