import { describe, expect, it } from 'vitest';
import { labelFromFileName } from '../../src/features/dashboard/folios/folio-label';
import { readLink, writeLink } from '../../src/features/reader/deep-link';

describe('a scan’s folio, read from its file name', () => {
  it.each([
    ['025r.jpg', '25r'],
    ['ms-i-33_f12V.tif', '12v'],
    ['Hs 3227a 18 r.png', '18r'],
    ['folio-1r-detail.webp', '1r'],
  ])('%s → %s', (name, label) => expect(labelFromFileName(name)).toBe(label));

  it.each(['cover.jpg', 'plate.tiff', '0r.jpg', 'scan-12345r.jpg'])('%s names no folio', (name) =>
    expect(labelFromFileName(name)).toBe(''),
  );
});

describe('the reader’s place in the address', () => {
  it('reads ?folio=25r&region=x,y,w,h and ignores malformed values', () => {
    expect(readLink('?folio=25r&region=10,20,300,400')).toEqual({ folio: '25r', region: { x: 10, y: 20, w: 300, h: 400 } });
    expect(readLink('?folio=25x&region=10,20,0,400')).toEqual({ folio: null, region: null });
    expect(readLink('?region=1,2,3')).toEqual({ folio: null, region: null });
  });

  it('writes the folio and region, keeping the other parameters', () => {
    expect(writeLink('https://hdx.test/fr/manuscripts/x?lang=1&region=1,1,1,1', '2v')).toBe('/fr/manuscripts/x?lang=1&folio=2v');
    expect(writeLink('https://hdx.test/manuscripts/x', '2v', { x: 1, y: 2, w: 3, h: 4 })).toBe('/manuscripts/x?folio=2v&region=1,2,3,4');
  });
});
