import { eq } from 'drizzle-orm';
import { cacheTag } from '../../../contract/cache-tags';
import { MANIFEST_SOURCE_MESSAGES } from '../../../contract/manifest-sources';
import type { AppRouteHandler } from '../../context';
import { manuscripts } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { invalidate } from '../../services/cache';
import { manuscriptExists } from '../../services/folios';
import { fetchLibraryManifest, manifestSourceView, manuscriptSource } from '../../services/folios/manifest-source';
import type * as routes from './routes';

export const read: AppRouteHandler<typeof routes.read> = async (c) => {
  const row = await manuscriptSource(c.var.deps.db, c.req.valid('param').id);
  if (!row) throw notFound();
  return c.json(manifestSourceView(row), 200);
};

/** Fetches first (nothing changes if it is refused), then records the copy in one update. */
export const put: AppRouteHandler<typeof routes.put> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  if (!(await manuscriptExists(deps.db, id))) throw notFound();
  const { url } = c.req.valid('json');
  const { json } = await fetchLibraryManifest(deps, url);
  const [row] = await deps.db
    .update(manuscripts)
    .set({ manifestUrl: url, manifest: json, manifestFetchedAt: new Date() })
    .where(eq(manuscripts.id, id))
    .returning();
  if (!row) throw notFound();
  invalidate(deps, [cacheTag.library]);
  return c.json(manifestSourceView(row), 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { deps } = c.var;
  const [row] = await deps.db
    .update(manuscripts)
    .set({ manifestUrl: null, manifest: null, manifestFetchedAt: null })
    .where(eq(manuscripts.id, c.req.valid('param').id))
    .returning({ id: manuscripts.id });
  if (!row) throw notFound();
  invalidate(deps, [cacheTag.library]);
  return c.json({ message: MANIFEST_SOURCE_MESSAGES.removed }, 200);
};
