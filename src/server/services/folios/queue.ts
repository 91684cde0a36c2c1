import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { cacheTag } from '../../../contract/cache-tags';
import type { AppDeps, FolioTileQueue } from '../../context';
import { folios } from '../../db/schema';
import { invalidate } from '../cache';
import type { Jobs, QueuePolicy } from '../jobs';
import { deleteTileSet, newTileSet, storeTileSet } from './tile-set';
import { tileScan, TilingRefused } from './tiling';

export const FOLIO_TILES_QUEUE = 'folio-tiles';

/** A 150-megapixel TIFF takes about a minute here; three retries a minute apart for storage hiccups. */
const POLICY: QueuePolicy = {
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 30,
};

interface TileJob {
  folioId: number;
}

async function download(deps: AppDeps, key: string, file: string): Promise<void> {
  await pipeline(await deps.storage.read(key), fs.createWriteStream(file));
}

/**
 * @internal Exported for the tests, which tile without a queue.
 * Tiles one folio's waiting scan: the scan is fetched from storage (any server may run the
 * job), cut into a new tile set, stored, and the folio switched to it in one update that
 * holds only if no newer scan replaced this one meanwhile; then the former tile set and the
 * scan are removed. A file that is no readable image fails the folio for good (no retry).
 */
export async function tileFolio(deps: AppDeps, folioId: number): Promise<void> {
  const [folio] = await deps.db.select().from(folios).where(eq(folios.id, folioId));
  if (!folio?.sourceKey) return;
  const sourceKey = folio.sourceKey;
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'hdx-folio-'));
  try {
    const scan = path.join(work, 'scan');
    await download(deps, sourceKey, scan);
    let tiled;
    try {
      tiled = await tileScan(scan, work, deps.env.FOLIO_MAX_PIXELS);
    } catch (error) {
      if (!(error instanceof TilingRefused)) throw error;
      await deps.db
        .update(folios)
        .set({ status: 'failed', failure: error.reason, sourceKey: null, updatedAt: new Date() })
        .where(and(eq(folios.id, folioId), eq(folios.sourceKey, sourceKey)));
      await deps.storage.delete(sourceKey).catch(() => {});
      return;
    }
    const set = newTileSet();
    await storeTileSet(deps.storage, set, path.join(work, 'tiles'), tiled.files);
    const switched = await deps.db
      .update(folios)
      .set({
        status: 'ready',
        tileSet: set,
        width: tiled.width,
        height: tiled.height,
        sourceKey: null,
        failure: null,
        updatedAt: new Date(),
      })
      .where(and(eq(folios.id, folioId), eq(folios.sourceKey, sourceKey)))
      .returning({ id: folios.id });
    if (!switched.length) return deleteTileSet(deps.storage, set);
    invalidate(deps, [cacheTag.library]);
    if (folio.tileSet) await deleteTileSet(deps.storage, folio.tileSet).catch(() => {});
    await deps.storage.delete(sourceKey).catch(() => {});
    deps.logger.info({ folioId, width: tiled.width, height: tiled.height, tiles: tiled.files.length }, 'folio tiled');
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** The background job that tiles folio scans, on the server's job queue (pg-boss). */
export class FolioTiles implements FolioTileQueue {
  private readonly jobs: Jobs;

  private constructor(jobs: Jobs) {
    this.jobs = jobs;
  }

  static async open(jobs: Jobs): Promise<FolioTiles> {
    await jobs.defineQueue(FOLIO_TILES_QUEUE, POLICY);
    return new FolioTiles(jobs);
  }

  async request(folioId: number): Promise<void> {
    await this.jobs.enqueue(FOLIO_TILES_QUEUE, { folioId }, `folio-${folioId}`);
  }

  /** Runs this process's worker: one scan at a time (a large TIFF takes most of a core and memory). */
  async startWorker(deps: AppDeps): Promise<void> {
    await this.jobs.work<TileJob>(FOLIO_TILES_QUEUE, ({ data }) => tileFolio(deps, data.folioId), 1);
  }

  /** Queues every folio whose scan waits (a server stopped between the upload and the send). */
  async enqueueWaiting(deps: Pick<AppDeps, 'db'>): Promise<number> {
    const waiting = await deps.db.select({ id: folios.id }).from(folios).where(eq(folios.status, 'tiling'));
    for (const { id } of waiting) await this.request(id);
    return waiting.length;
  }
}

/** The server's folio tiling on its job queue `jobs`: the queue on every server (as transcodes); on a `worker` server, the scans left waiting and this process's worker. */
export async function startFolioTiling(
  deps: AppDeps,
  jobs: Jobs,
  { worker }: { worker: boolean },
): Promise<FolioTiles> {
  const tiles = await FolioTiles.open(jobs);
  if (!worker) return tiles;
  await tiles.enqueueWaiting(deps);
  await tiles.startWorker({ ...deps, folioTiles: tiles });
  return tiles;
}
