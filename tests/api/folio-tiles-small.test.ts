import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imageInfo } from '../../src/server/services/folios/tile-set';
import { isValidKey } from '../../src/server/services/storage/types';
import { tileScan } from '../../src/server/services/folios/tiling';
import { scan, tileUrls } from './folio-helpers';

/**
 * Issue 32 review: Mirador (OpenSeadragon 5) showed nothing of a small folio. A folio that fits
 * one 512 px tile is asked for whole, by the canonical `full/max` of Image API 3, which libvips'
 * layout names by its size only: the tile set must hold both.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function tiled(width: number, height: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-small-folio-'));
  dirs.push(dir);
  const source = path.join(dir, 'scan.jpg');
  fs.writeFileSync(source, await scan(width, height));
  fs.mkdirSync(path.join(dir, 'out'));
  const { files } = await tileScan(source, path.join(dir, 'out'), 150_000_000);
  const info = imageInfo('https://hdx.test/api/iiif/set', width, height);
  return { files, asked: tileUrls(info).map((url) => url.replace(`${info.id}/`, '')) };
}

describe('a folio tiled at level 0 serves every address a IIIF 3 client asks for', () => {
  it.each([
    [400, 500],
    [200, 150],
  ])('%i × %i px (one tile): full/max as well as the sizes listed', async (width, height) => {
    const { files, asked } = await tiled(width, height);
    expect(asked).toEqual(['full/max/0/default.jpg']);
    expect(files).toEqual(expect.arrayContaining([...asked, `full/${width},${height}/0/default.jpg`]));
    // Every file can be stored and served under a tile set's keys.
    expect(files.filter((file) => !isValidKey(`iiif/${'s'.repeat(24)}/${file}`))).toEqual([]);
  });

  it('1000 × 1400 px (a pyramid): every tile, the smallest level named by its size', async () => {
    const { files, asked } = await tiled(1000, 1400);
    expect(asked).toContain('full/250,350/0/default.jpg');
    expect(files).toEqual(expect.arrayContaining(asked));
  });
});
