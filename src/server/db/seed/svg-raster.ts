import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export interface RasterFormat {
  format: 'webp' | 'jpeg';
  quality: number;
}

/**
 * Where rasterized demo pictures are kept between seeds (DEMO_RENDER_CACHE), or nowhere. Drawing
 * them is most of a seed's work (about 9 s of CPU of 11: the folio leaves' paper grain above
 * all), and test runs seed a dozen times: the API tests twice, each demo server of the
 * process-level tests once.
 */
let cacheFolder: string | undefined;

/** Runs `work` with rasterized pictures kept in `folder` (none when undefined). */
export async function withRasterCache<T>(folder: string | undefined, work: () => Promise<T>): Promise<T> {
  const previous = cacheFolder;
  cacheFolder = folder;
  try {
    return await work();
  } finally {
    cacheFolder = previous;
  }
}

/**
 * The picture an SVG draws, in `format`. With a cache folder, read from the file named for the
 * SVG, the format and libvips' version when there is one (the same input gives the same bytes),
 * else drawn and written there (under a temporary name, then renamed: two seeds at once both
 * write whole files).
 */
export async function rasterize(svg: string, { format, quality }: RasterFormat): Promise<Buffer> {
  const draw = () => {
    const image = sharp(Buffer.from(svg));
    return (format === 'webp' ? image.webp({ quality }) : image.jpeg({ quality })).toBuffer();
  };
  const folder = cacheFolder;
  if (!folder) return draw();
  const key = createHash('sha256')
    .update(`${sharp.versions.vips}\0${format}\0${quality}\0`)
    .update(svg)
    .digest('hex')
    .slice(0, 32);
  const file = path.join(folder, `${key}.${format}`);
  try {
    return await fs.promises.readFile(file);
  } catch {
    const bytes = await draw();
    await fs.promises.mkdir(folder, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.promises.writeFile(partial, bytes);
    await fs.promises.rename(partial, file);
    return bytes;
  }
}
