import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Storage } from '../storage/types';
import { fullSize, scaleFactors, TILE_SIZE, wholeFolioSizes } from './tiling';

/** Tiles are served by the API under this prefix: `/api/iiif/{set}` is a IIIF Image API 3 service. */
const IIIF_PREFIX = '/api/iiif/';

/** A new tile set's folder name: random, so its tiles can be cached for ever. */
export const newTileSet = () => randomBytes(18).toString('base64url');

export const tileKey = (set: string, file: string) => `iiif/${set}/${file}`;

/** The IIIF Image API 3 service address of a tile set (its `id`). */
export const serviceUrl = (publicUrl: string, set: string) => `${publicUrl}${IIIF_PREFIX}${set}`;

/** The whole-folio image of the given long edge, as a IIIF image request of the service. */
export function fullImageUrl(service: string, width: number, height: number, edge: number): string {
  const size = fullSize(width, height, edge);
  return `${service}/full/${size.width},${size.height}/0/default.jpg`;
}

/** Stores a tile set's files, eight at a time. */
export async function storeTileSet(storage: Storage, set: string, dir: string, files: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await storage.put(tileKey(set, file), await readFile(`${dir}/${file}`), 'image/jpeg');
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** Removes every tile of a set (a folio replaced or deleted). */
export async function deleteTileSet(storage: Storage, set: string): Promise<void> {
  for await (const object of storage.list(`iiif/${set}/`)) await storage.delete(object.key);
}

/** The `info.json` of a tile set: what a IIIF client needs to ask for its tiles (level 0: only those). */
export function imageInfo(service: string, width: number, height: number) {
  return {
    '@context': 'http://iiif.io/api/image/3/context.json',
    id: service,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: 'level0',
    width,
    height,
    sizes: wholeFolioSizes(width, height),
    tiles: [{ width: TILE_SIZE, scaleFactors: scaleFactors(width, height) }],
  };
}
