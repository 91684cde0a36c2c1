import type { AppRouteHandler } from '../../context';
import { MESSAGES } from '../../lib/http-error';
import { LIBRARY_IMAGE_FOLDERS } from '../../services/library/image-folders';
import * as service from '../../services/library/master-histories';
import { shownEntry } from '../../services/library/shown-entry';
import { links } from '../../../lib/links';
import { createWithImage, found, removeWithImage, replaceImage, updateOr404 } from '../content/actions';
import type { crud, random as randomRoute } from './routes';

type Routes = typeof crud;
const FOLDER = LIBRARY_IMAGE_FOLDERS.masterHistories;
const NOT_FOUND = MESSAGES.masterNotFound;

export const list: AppRouteHandler<Routes['list']> = async (c) =>
  c.json(await service.listMasterHistories(c.var.deps.db), 200);

export const random: AppRouteHandler<typeof randomRoute> = async (c) => {
  c.header('Cache-Control', 'no-store');
  const entry = await service.randomMasterHistory(c.var.deps.db);
  return c.json(
    entry && {
      ...entry,
      shown: shownEntry(entry, links.masterHistory(entry), c.req.valid('query').lang ?? 'en', true),
    },
    200,
  );
};

export const one: AppRouteHandler<Routes['one']> = async (c) =>
  c.json(await found(service.getMasterHistory(c.var.deps.db, c.req.valid('param').id), NOT_FOUND), 200);

export const create: AppRouteHandler<Routes['create']> = async (c) => {
  const { file, ...input } = c.req.valid('form');
  const { deps } = c.var;
  const row = await createWithImage(deps, FOLDER, file, (tx, fileUrl) =>
    service.createMasterHistory(tx, { ...input, fileUrl }),
  );
  return c.json(row, 201);
};

export const patch: AppRouteHandler<Routes['patch']> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const row = await updateOr404(deps, (tx) => service.updateMasterHistory(tx, id, c.req.valid('json')), NOT_FOUND);
  return c.json(row, 200);
};

export const image: AppRouteHandler<Routes['image']> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const current = await service.getMasterHistory(deps.db, id);
  const row = await replaceImage(deps, FOLDER, c.req.valid('form').file, current, NOT_FOUND, (tx, fileUrl) =>
    service.updateMasterHistory(tx, id, { fileUrl }),
  );
  return c.json(row, 200);
};

export const remove: AppRouteHandler<Routes['remove']> = async (c) => {
  const { deps } = c.var;
  await removeWithImage(deps, (tx) => service.deleteMasterHistory(tx, c.req.valid('param').id), NOT_FOUND);
  return c.body(null, 204);
};
