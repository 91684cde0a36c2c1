import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { cacheTag } from '../../../contract/cache-tags';
import { FOLIO_CONTENT_TYPES, FOLIO_MESSAGES, folioTooLarge, REGION_MESSAGES } from '../../../contract/folio-rules';
import type { AppDeps, AppRouteHandler } from '../../context';
import { folioRegions, folios, manuscripts, techniques } from '../../db/schema';
import { HttpError, MESSAGES, notFound } from '../../lib/http-error';
import { API_MESSAGES } from '../../../contract/api-messages';
import { invalidate } from '../../services/cache';
import {
  deleteTileSet,
  folioByLabel,
  folioView,
  foliosOf,
  manuscriptExists,
  manuscriptManifest,
  receiveScan,
  ScanTooLarge,
} from '../../services/folios';
import { acceptScan, assertReadableScan, newScanKey } from '../../services/folios/accept-scan';
import {
  createRegion as recordRegion,
  regionRowsOf,
  regionsOfManuscript,
  regionView,
  regionWithFolio,
  techniqueSources as sourcesOf,
  updateRegion,
} from '../../services/folios/regions';
import { libraryFolios, manuscriptSource } from '../../services/folios/manifest-source';
import { readLibraryManifest } from '../../services/folios/imported-manifest';
import type * as routes from './routes';

const view = (deps: AppDeps) => (row: Parameters<typeof folioView>[0]) =>
  folioView(row, deps.env.PUBLIC_URL, deps.env.FOLIO_MAX_PIXELS);

async function assertManuscript(deps: AppDeps, id: number) {
  if (!(await manuscriptExists(deps.db, id))) throw notFound();
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const source = await manuscriptSource(deps.db, id);
  if (!source) throw notFound();
  // A manuscript read from a library's manifest: its canvases are the folios the reader opens.
  const library = source.manifestUrl ? readLibraryManifest(source.manifest) : null;
  if (library) return c.json(libraryFolios(id, library), 200);
  return c.json((await foliosOf(deps.db, id)).map(view(deps)), 200);
};

function scanType(header: string | undefined): (typeof FOLIO_CONTENT_TYPES)[number] {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  const known = FOLIO_CONTENT_TYPES.find((candidate) => candidate === type);
  if (!known) throw new HttpError(415, MESSAGES.unsupportedMediaType, { 'Content-Type': [FOLIO_MESSAGES.contentType] });
  return known;
}

/**
 * Streams the scan to a file of this server (never past FOLIO_MAX_BYTES), reads its header
 * (a file that is no readable image, or too large in pixels, is refused at once and nothing
 * is kept), stores it, records the folio and queues its tiling.
 */
export const upload: AppRouteHandler<typeof routes.upload> = async (c) => {
  const { deps } = c.var;
  const { id, label } = c.req.valid('param');
  await assertManuscript(deps, id);
  const type = scanType(c.req.header('Content-Type'));
  const maxBytes = deps.env.FOLIO_MAX_BYTES;
  const tooLarge = () =>
    new HttpError(413, MESSAGES.payloadTooLarge, {
      file: [folioTooLarge(maxBytes)],
    });
  if (Number(c.req.header('Content-Length') ?? '0') > maxBytes) throw tooLarge();
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'hdx-scan-'));
  try {
    const file = path.join(work, 'scan');
    try {
      await receiveScan(c.req.raw.body, file, maxBytes);
    } catch (error) {
      if (error instanceof ScanTooLarge) throw tooLarge();
      if (c.req.raw.signal.aborted) throw new HttpError(408, API_MESSAGES.media.cutOff.en);
      throw error;
    }
    await assertReadableScan(file, deps.env.FOLIO_MAX_PIXELS);
    const sourceKey = newScanKey(type);
    await deps.storage.putFile(sourceKey, file, type);
    const row = await acceptScan(deps, { manuscriptId: id, label, sourceKey });
    return c.json(view(deps)(row), 202);
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { deps } = c.var;
  const { id, label } = c.req.valid('param');
  const folio = await folioByLabel(deps.db, id, label);
  if (!folio) throw notFound(FOLIO_MESSAGES.notFound);
  await deps.db.delete(folios).where(eq(folios.id, folio.id));
  if (folio.tileSet) await deleteTileSet(deps.storage, folio.tileSet).catch(() => {});
  if (folio.sourceKey) await deps.storage.delete(folio.sourceKey).catch(() => {});
  invalidate(deps, [cacheTag.library]);
  return c.json({ message: FOLIO_MESSAGES.deleted }, 200);
};

export const manifest: AppRouteHandler<typeof routes.manifest> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const [manuscript] = await deps.db.select().from(manuscripts).where(eq(manuscripts.id, id));
  if (!manuscript) throw notFound();
  // Any IIIF viewer on any site may open it.
  c.header('Access-Control-Allow-Origin', '*');
  if (manuscript.manifestUrl && manuscript.manifest) {
    // The library's manifest, served as kept: its own ids say where it came from.
    c.header('Link', `<${manuscript.manifestUrl}>; rel="canonical"`);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(manuscript.manifest as Record<string, unknown>, 200, { 'Content-Type': 'application/ld+json' });
  }
  const rows = await foliosOf(deps.db, id);
  const regionRows = await regionRowsOf(
    deps,
    rows.map((folio) => folio.id),
  );
  const body = manuscriptManifest(deps.env.PUBLIC_URL, manuscript, rows, regionRows);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(body, 200, {
    'Content-Type': 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
  });
};

const regionOut = (deps: AppDeps) => (row: Parameters<typeof regionView>[0], folio: Parameters<typeof regionView>[1]) =>
  regionView(row, folio, (key) => deps.storage.publicUrl(key));

export const regions: AppRouteHandler<typeof routes.regions> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  await assertManuscript(deps, id);
  return c.json(await regionsOfManuscript(deps, id), 200);
};

export const createRegion: AppRouteHandler<typeof routes.createRegion> = async (c) => {
  const { deps } = c.var;
  const { id, label } = c.req.valid('param');
  const folio = await folioByLabel(deps.db, id, label);
  if (!folio) throw notFound(FOLIO_MESSAGES.notFound);
  const row = await recordRegion(deps, folio, c.req.valid('json'));
  invalidate(deps, [cacheTag.library]);
  return c.json(regionOut(deps)(row, folio), 201);
};

export const patchRegion: AppRouteHandler<typeof routes.patchRegion> = async (c) => {
  const { deps } = c.var;
  const found = await regionWithFolio(deps, c.req.valid('param').id);
  if (!found) throw notFound(REGION_MESSAGES.notFound);
  const row = await updateRegion(deps, found.region, found.folio, c.req.valid('json'));
  invalidate(deps, [cacheTag.library]);
  return c.json(regionOut(deps)(row, found.folio), 200);
};

export const removeRegion: AppRouteHandler<typeof routes.removeRegion> = async (c) => {
  const { deps } = c.var;
  const found = await regionWithFolio(deps, c.req.valid('param').id);
  if (!found) throw notFound(REGION_MESSAGES.notFound);
  await deps.db.delete(folioRegions).where(eq(folioRegions.id, found.region.id));
  if (found.region.imageKey) await deps.storage.delete(found.region.imageKey).catch(() => {});
  invalidate(deps, [cacheTag.library]);
  return c.json({ message: REGION_MESSAGES.deleted }, 200);
};

export const techniqueSources: AppRouteHandler<typeof routes.techniqueSources> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const [technique] = await deps.db.select({ id: techniques.id }).from(techniques).where(eq(techniques.id, id));
  if (!technique) throw notFound();
  return c.json(await sourcesOf(deps, id), 200);
};

export const sources: AppRouteHandler<typeof routes.sources> = async (c) => c.json(await sourcesOf(c.var.deps), 200);
