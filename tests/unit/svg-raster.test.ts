import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { rasterize, withRasterCache } from '../../src/server/db/seed/svg-raster';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="100%" height="100%" fill="${fill}"/></svg>`;

let folder: string;
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the demo seed’s picture cache (DEMO_RENDER_CACHE)', () => {
  it('draws what sharp draws, keeps it, and reads it back for the same SVG and format only', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-raster-'));
    const red = svg('#c00');
    const drawn = await sharp(Buffer.from(red)).webp({ quality: 72 }).toBuffer();
    await withRasterCache(folder, async () => {
      expect(await rasterize(red, { format: 'webp', quality: 72 })).toEqual(drawn);
      const kept = fs.readdirSync(folder);
      expect(kept).toHaveLength(1);
      // A second seed reads the kept file (changed here, to tell it from a new drawing).
      fs.writeFileSync(path.join(folder, kept[0]!), 'kept');
      expect((await rasterize(red, { format: 'webp', quality: 72 })).toString()).toBe('kept');
      // Another SVG, format or quality is drawn and kept apart.
      await rasterize(svg('#00c'), { format: 'webp', quality: 72 });
      await rasterize(red, { format: 'webp', quality: 80 });
      const jpeg = await rasterize(red, { format: 'jpeg', quality: 86 });
      expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
      expect(fs.readdirSync(folder)).toHaveLength(4);
    });
  });

  it('draws every time and keeps nothing without a folder, also after a seed that had one', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-raster-'));
    await withRasterCache(folder, () => rasterize(svg('#0c0'), { format: 'jpeg', quality: 86 }));
    fs.writeFileSync(path.join(folder, fs.readdirSync(folder)[0]!), 'kept');
    const drawn = await rasterize(svg('#0c0'), { format: 'jpeg', quality: 86 });
    expect((await sharp(drawn).metadata()).format).toBe('jpeg');
    expect(fs.readdirSync(folder)).toHaveLength(1);
  });
});
