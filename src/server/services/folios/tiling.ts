import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Edge of a tile in pixels: OpenSeadragon and Mirador ask for 512 px level-0 tiles without waste. */
export const TILE_SIZE = 512;
/** Long edges of the whole-folio images listed as `sizes`: the folio strip's thumbnail and the overview. */
export const FULL_SIZES = [240, 1200] as const;

const READABLE_FORMATS = new Set(['jpeg', 'png', 'tiff', 'webp']);

/** Why a scan cannot be tiled: kept on the folio and shown to administrators. */
export type TilingRefusal = 'unreadable' | 'too_many_pixels';

export class TilingRefused extends Error {
  readonly reason: TilingRefusal;
  constructor(reason: TilingRefusal) {
    super(reason);
    this.reason = reason;
  }
}

export interface TiledScan {
  width: number;
  height: number;
  /** Every file of the tile set, relative to its folder (`x,y,w,h/w,h/0/default.jpg`, `full/w,h/0/default.jpg`). */
  files: string[];
}

/** The width and height of the whole-folio image whose long edge is `edge` (never upscaled). */
export function fullSize(width: number, height: number, edge: number): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The whole-folio images of a scan, smallest first (a small scan has one). */
export function wholeFolioSizes(width: number, height: number): { width: number; height: number }[] {
  const sizes = FULL_SIZES.map((edge) => fullSize(width, height, edge));
  return sizes.filter((size, i) => i === 0 || size.width !== sizes[i - 1]!.width);
}

/** Scale factors of the tile pyramid: halvings until one tile holds the whole folio (as libvips makes them). */
export function scaleFactors(width: number, height: number): number[] {
  const factors = [1];
  while (Math.ceil(Math.max(width, height) / factors.at(-1)!) > TILE_SIZE) factors.push(factors.at(-1)! * 2);
  return factors;
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat();
}

/**
 * Cuts a scan (a JPEG, PNG, TIFF or WebP file) into a IIIF Image API 3 level-0 tile set in
 * `outDir`: 512 px JPEG tiles at every scale (libvips' `iiif3` layout) and the whole folio at
 * the FULL_SIZES. The header is read first: a file that is no such image, or has more than
 * `maxPixels`, is refused before it is decoded. EXIF orientation is applied.
 */
export async function tileScan(source: string, outDir: string, maxPixels: number): Promise<TiledScan> {
  const refusal = await scanHeader(source, maxPixels);
  if (refusal) throw new TilingRefused(refusal);
  const image = () => sharp(source, { limitInputPixels: maxPixels, failOn: 'error' }).autoOrient();
  const { width, height } = await image()
    .jpeg({ quality: 82, mozjpeg: false })
    .tile({ layout: 'iiif3', size: TILE_SIZE, overlap: 0, id: 'hdx' })
    .toFile(path.join(outDir, 'tiles'))
    .catch((error: unknown) => {
      throw error instanceof Error && /pixel limit|unsupported|bad|corrupt|premature/i.test(error.message)
        ? new TilingRefused('unreadable')
        : error;
    });
  await fs.rm(path.join(outDir, 'tiles', 'info.json'), { force: true });
  // A folio that fits one tile: libvips names its whole image by its size, but a IIIF 3 client
  // (OpenSeadragon 5, so Mirador) asks for it by the canonical `max`, which level 0 must serve.
  const whole = path.join(outDir, 'tiles', 'full', `${width},${height}`);
  if (await fs.stat(whole).catch(() => null))
    await fs.cp(whole, path.join(outDir, 'tiles', 'full', 'max'), { recursive: true });
  for (const size of wholeFolioSizes(width, height)) {
    const dir = path.join(outDir, 'tiles', 'full', `${size.width},${size.height}`, '0');
    await fs.mkdir(dir, { recursive: true });
    await image().resize(size.width, size.height).jpeg({ quality: 80 }).toFile(path.join(dir, 'default.jpg'));
  }
  return { width, height, files: await filesUnder(path.join(outDir, 'tiles')) };
}

/**
 * Reads a scan's header only: a refusal when it is no JPEG, PNG, TIFF or WebP image or has
 * more than `maxPixels` (so an upload is answered at once, before the tiling job runs).
 */
export async function scanHeader(source: string, maxPixels: number): Promise<TilingRefusal | null> {
  const meta = await sharp(source, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !READABLE_FORMATS.has(meta.format) || !meta.width || !meta.height) return 'unreadable';
  return meta.width * meta.height > maxPixels ? 'too_many_pixels' : null;
}
