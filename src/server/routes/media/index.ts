import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../context';
import { MESSAGES } from '../../lib/http-error';
import { mediaAccess } from '../../services/access/media-guard';
import { VIEWER_COOKIE } from '../../../lib/cookie-names';
import { cutWebVtt } from '../../services/captions';
import { signPlaylist } from '../../services/streaming/signed-stream';
import { readObject, type Storage } from '../../services/storage/types';
import { mainImageOf } from '../../../contract/stored-media';
import { sendObject } from './send-object';
import { errorBody } from '../../lib/error-body';

/** A stored file; for a narrower copy of an image that was too narrow to have one, its main file. */
async function storedOrMain(storage: Storage, key: string) {
  const main = key.startsWith('images/') ? mainImageOf(key) : null;
  return (await storage.stat(key)) ?? (main ? storage.stat(main) : null);
}

/**
 * Serves stored files with Range support (video seeking) and ETag revalidation: images
 * and previews are cached for long (keys are random and never reused), full videos and
 * free HLS streams briefly (their post's price may change); a paid stream's playlists
 * are rewritten per request with signed addresses and never cached.
 */
export const mediaRoutes = new Hono<AppEnv>().on(['GET', 'HEAD'], '/media/*', async (c) => {
  const key = c.req.path.slice('/api/media/'.length);
  const { storage } = c.var.deps;
  // Paid videos: only through a short-lived address signed for the viewer (services/access).
  const access = await mediaAccess(c.var.deps, key, c.req.query(), getCookie(c, VIEWER_COOKIE));
  if (!access.allowed) return c.json(errorBody(access.message), access.status);
  const object = await storedOrMain(storage, key);
  if (!object) return c.json(errorBody(MESSAGES.notFound), 404);

  if (access.grant || access.previewSeconds !== undefined) {
    // A paid stream's playlist: its addresses signed for this viewer, made anew per request;
    // or a paid post's captions cut to its free preview.
    const text = (await readObject(storage, key)).toString('utf8');
    const body = access.grant
      ? await signPlaylist(c.var.deps, text, key, access.grant)
      : cutWebVtt(text, access.previewSeconds!);
    c.header('Cache-Control', access.cacheControl);
    c.header('Content-Type', object.contentType);
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(body, 200);
  }
  return sendObject(c, storage, object, access.cacheControl);
});
