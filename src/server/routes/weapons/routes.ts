import { MESSAGES } from '../../lib/http-error';
import { crudRoutes } from '../content/crud-routes';
import { formBody } from '../content/bodies';
import { WeaponCreateForm, WeaponPatch, WeaponSchema } from '../../../contract/weapons';

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
