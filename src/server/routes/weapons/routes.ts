import { WeaponCreateForm, WeaponPatch, WeaponSchema } from '../../../contract/weapons';
import { MESSAGES } from '../../lib/http-error';
import { formBody } from '../content/bodies';
import { crudRoutes } from '../content/crud-routes';

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
