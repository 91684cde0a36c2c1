import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { markContentChanged } from '../services/rebuilds/site-state';

// Writes to what static pages show. Likes, ratings and views are left out: the islands
// refresh those numbers live, so they never call for a rebuild.
const CONTENT_WRITE = /^\/api\/(post_types|weapons|master_histories|techniques|manuscripts|publicities|posts)(\/|$)/;
const LIVE_NUMBERS = /\/(likes|rates|increment-views|favorite)(\/|$)/;
// Author names and avatars appear on static post pages too.
const AUTHOR_WRITE = /^\/api\/users\/\d+(\/image)?$/;

/** Marks the site "changed since last publish" after a successful content write. */
export const trackContentChanges: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
  if (c.res.status >= 400) return;
  const path = c.req.path;
  if (!AUTHOR_WRITE.test(path) && (!CONTENT_WRITE.test(path) || LIVE_NUMBERS.test(path))) return;
  try {
    await markContentChanged(c.var.deps.db);
  } catch (error) {
    c.var.deps.logger.warn({ err: error }, 'could not mark content changed');
  }
};
