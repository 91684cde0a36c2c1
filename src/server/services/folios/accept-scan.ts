import { randomBytes } from 'node:crypto';
import { cacheTag } from '../../../contract/cache-tags';
import type { FOLIO_CONTENT_TYPES } from '../../../contract/folio-rules';
import type { AppDeps } from '../../context';
import { unprocessable } from '../../lib/http-error';
import { invalidate } from '../cache';
import { recordScan, refusalMessage } from './folios';
import { positionOfLabel } from './labels';
import { scanHeader } from './tiling';

export type ScanType = (typeof FOLIO_CONTENT_TYPES)[number];

const EXTENSIONS: Record<ScanType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/tiff': 'tif',
  'image/webp': 'webp',
};

/** Where a scan waits in storage until it is tiled. */
export const newScanKey = (type: ScanType) =>
  `folio-sources/${randomBytes(18).toString('base64url')}.${EXTENSIONS[type]}`;

/** Refuses (422, with the reason as the `file` error) a file that is no readable image or has too many pixels. */
export async function assertReadableScan(file: string, maxPixels: number): Promise<void> {
  const refusal = await scanHeader(file, maxPixels);
  if (refusal) throw unprocessable({ file: [refusalMessage(refusal, maxPixels)] });
}

/**
 * The end of every folio upload (the PUT and a finished tus upload): the checked scan, already
 * at `sourceKey` in storage, becomes the folio's waiting scan and its tiling is queued. An
 * earlier scan still waiting is removed; the scan is removed if the folio cannot be recorded.
 */
export async function acceptScan(deps: AppDeps, folio: { manuscriptId: number; label: string; sourceKey: string }) {
  const { row, replacedSource } = await recordScan(deps.db, {
    ...folio,
    position: positionOfLabel(folio.label)!,
  }).catch(async (error: unknown) => {
    await deps.storage.delete(folio.sourceKey).catch(() => {});
    throw error;
  });
  if (replacedSource) await deps.storage.delete(replacedSource).catch(() => {});
  await deps.folioTiles?.request(row.id).catch((error: unknown) => {
    deps.logger.warn({ err: error, folioId: row.id }, 'folio tiling not queued: the next start queues it');
  });
  invalidate(deps, [cacheTag.library]);
  return row;
}
