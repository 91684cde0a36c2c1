import { eq } from 'drizzle-orm';
import { cacheTag } from '../../../contract/cache-tags';
import { MANIFEST_SOURCE_MESSAGES } from '../../../contract/manifest-sources';
import type { AppDeps, AppRouteHandler } from '../../context';
import { manuscripts } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
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
async function importManifest(deps: AppDeps, id: number, url: string) {
  const { json } = await fetchLibraryManifest(deps, url);
  const [row] = await deps.db
    .update(manuscripts)
    .set({ manifestUrl: url, manifest: json, manifestFetchedAt: new Date() })
    .where(eq(manuscripts.id, id))
    .returning();
  if (!row) throw notFound();
  invalidate(deps, [cacheTag.library]);
  return manifestSourceView(row);
}

export const put: AppRouteHandler<typeof routes.put> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  if (!(await manuscriptExists(deps.db, id))) throw notFound();
  return c.json(await importManifest(deps, id, c.req.valid('json').url), 200);
};

/** The same import again, from the address kept: a library that changed its manifest is read anew. */
export const refresh: AppRouteHandler<typeof routes.refresh> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const source = await manuscriptSource(deps.db, id);
  if (!source) throw notFound();
  if (!source.manifestUrl) throw new HttpError(409, MANIFEST_SOURCE_MESSAGES.notImported);
  return c.json(await importManifest(deps, id, source.manifestUrl), 200);
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
