import { randomBytes } from 'node:crypto';
import sharp, { type OverlayOptions } from 'sharp';
import { readObject, type Storage } from '../storage/types';
import { tileKey } from './tile-set';
import { scaleFactors, TILE_SIZE } from './tiling';

/** Long edge of a region's picture on technique pages. */
export const REGION_IMAGE_EDGE = 800;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface TiledFolio {
  tileSet: string;
  width: number;
  height: number;
}

/**
 * The scale whose tiles give the region at least REGION_IMAGE_EDGE pixels on its long edge
 * (or full resolution for a smaller region): fewer, smaller tiles to read for a large region.
 */
function scaleFor(folio: TiledFolio, box: Box): number {
  const edge = Math.max(box.w, box.h);
  const usable = scaleFactors(folio.width, folio.height).filter((sf) => edge / sf >= Math.min(REGION_IMAGE_EDGE, edge));
  return usable.at(-1) ?? 1;
}

/**
 * Cuts a region of a tiled folio out as a JPEG and stores it (`regions/{random}.jpg`):
 * the level-0 tiles covering it at one scale are laid side by side, then the box is cropped
 * and scaled to at most REGION_IMAGE_EDGE. The scan itself is long gone; the tiles are the folio.
 */
export async function storeRegionImage(storage: Storage, folio: TiledFolio, box: Box): Promise<string> {
  const sf = scaleFor(folio, box);
  const size = TILE_SIZE * sf;
  const single = size >= folio.width && size >= folio.height;
  const x0 = Math.floor(box.x / size) * size;
  const y0 = Math.floor(box.y / size) * size;
  const x1 = Math.min(folio.width, Math.ceil((box.x + box.w) / size) * size);
  const y1 = Math.min(folio.height, Math.ceil((box.y + box.h) / size) * size);
  const pieces: OverlayOptions[] = [];
  for (let ty = y0; ty < y1; ty += size) {
    for (let tx = x0; tx < x1; tx += size) {
      const rw = Math.min(size, folio.width - tx);
      const rh = Math.min(size, folio.height - ty);
      const file = single
        ? `full/${Math.ceil(folio.width / sf)},${Math.ceil(folio.height / sf)}/0/default.jpg`
        : `${tx},${ty},${rw},${rh}/${Math.ceil(rw / sf)},${Math.ceil(rh / sf)}/0/default.jpg`;
      pieces.push({
        input: await readObject(storage, tileKey(folio.tileSet, file)),
        left: (tx - x0) / sf,
        top: (ty - y0) / sf,
      });
    }
  }
  const width = Math.ceil((x1 - x0) / sf);
  const height = Math.ceil((y1 - y0) / sf);
  const left = Math.min(width - 1, Math.floor((box.x - x0) / sf));
  const top = Math.min(height - 1, Math.floor((box.y - y0) / sf));
  const canvas = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(pieces)
    .png()
    .toBuffer();
  const image = await sharp(canvas)
    .extract({
      left,
      top,
      width: Math.max(1, Math.min(width - left, Math.round(box.w / sf))),
      height: Math.max(1, Math.min(height - top, Math.round(box.h / sf))),
    })
    .resize({ width: REGION_IMAGE_EDGE, height: REGION_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 84 })
    .toBuffer();
  const key = `regions/${randomBytes(18).toString('base64url')}.jpg`;
  await storage.put(key, image, 'image/jpeg');
  return key;
}
