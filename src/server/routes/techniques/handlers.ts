import type { AppRouteHandler } from '../../context';
import { writeContent } from '../../services/content-changes';
import { MESSAGES } from '../../lib/http-error';
import { LIBRARY_IMAGE_FOLDERS } from '../../services/library/image-folders';
import * as service from '../../services/library/techniques';
import { found, LIBRARY_WRITE, removeWithImage, replaceImage, updateOr404 } from '../content/actions';
import type { crud } from './routes';

type Routes = typeof crud;
const FOLDER = LIBRARY_IMAGE_FOLDERS.techniques;
const NOT_FOUND = MESSAGES.notFound;

export const list: AppRouteHandler<Routes['list']> = async (c) =>
  c.json(await service.listTechniques(c.var.deps.db), 200);

export const one: AppRouteHandler<Routes['one']> = async (c) =>
  c.json(await found(service.getTechnique(c.var.deps.db, c.req.valid('param').id), NOT_FOUND), 200);

export const create: AppRouteHandler<Routes['create']> = async (c) => {
  const { deps } = c.var;
  const row = await writeContent(deps, LIBRARY_WRITE, (tx) => service.createTechnique(tx, c.req.valid('json')));
  return c.json(row, 201);
};

export const patch: AppRouteHandler<Routes['patch']> = async (c) => {
  const { deps } = c.var;
  const row = await updateOr404(
    deps,
    (tx) => service.updateTechnique(tx, c.req.valid('param').id, c.req.valid('json')),
    NOT_FOUND,
  );
  return c.json(row, 200);
};

export const image: AppRouteHandler<Routes['image']> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const current = await service.getTechnique(deps.db, id);
  const row = await replaceImage(deps, FOLDER, c.req.valid('form').file, current, NOT_FOUND, (tx, fileUrl) =>
    service.updateTechnique(tx, id, { fileUrl }),
  );
  return c.json(row, 200);
};

export const remove: AppRouteHandler<Routes['remove']> = async (c) => {
  const { deps } = c.var;
  await removeWithImage(deps, (tx) => service.deleteTechnique(tx, c.req.valid('param').id), NOT_FOUND);
  return c.body(null, 204);
};
