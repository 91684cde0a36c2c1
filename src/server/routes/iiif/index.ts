import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { MESSAGES } from '../../lib/http-error';
import { errorBody } from '../../lib/error-body';
import { IMMUTABLE_CACHE } from '../../services/access/media-guard';
import { folioByTileSet, imageInfo, serviceUrl, tileKey } from '../../services/folios';
import { IIIF_KEY_PATTERN } from '../../services/storage/types';
import { sendObject } from '../media/send-object';

/** `/api/iiif/{set}/` and what follows it: the only reader of these addresses. */
const ADDRESS = /^\/api\/iiif\/([A-Za-z0-9_-]{16,64})\/(.+)$/;

/**
 * The folios' IIIF Image API 3 services (level 0): `info.json`, made from the folio, and the
 * tiles and whole-folio images the tiling stored, cached for ever (a tile set is never
 * rewritten: a new scan gets a new one). Open to every origin, as IIIF viewers need.
 */
export const iiifRoutes = new Hono<AppEnv>().on(['GET', 'HEAD'], '/iiif/*', async (c) => {
  const { deps } = c.var;
  c.header('Access-Control-Allow-Origin', '*');
  const [, set, rest] = ADDRESS.exec(c.req.path) ?? [];
  if (!set || !rest) return c.json(errorBody(MESSAGES.notFound), 404);
  if (rest === 'info.json') {
    const folio = await folioByTileSet(deps.db, set);
    if (!folio?.width || !folio.height) return c.json(errorBody(MESSAGES.notFound), 404);
    c.header('Cache-Control', IMMUTABLE_CACHE);
    c.header('Content-Type', 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"');
    return c.body(JSON.stringify(imageInfo(serviceUrl(deps.env.PUBLIC_URL, set), folio.width, folio.height)), 200);
  }
  const key = tileKey(set, rest);
  const object = IIIF_KEY_PATTERN.test(key) ? await deps.storage.stat(key) : null;
  if (!object) return c.json(errorBody(MESSAGES.notFound), 404);
  return sendObject(c, deps.storage, object, IMMUTABLE_CACHE);
});
