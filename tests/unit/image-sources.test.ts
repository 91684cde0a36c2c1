import { describe, expect, it } from 'vitest';
import { imageBase, mainImageOf, imageAtWidth } from '../../src/contract/stored-media';
import { imageSrcset } from '../../src/lib/image-sources';

describe('the widths of a stored image', () => {
  const main = '/api/media/images/posters/AbCdEfGhIjKl.webp';

  it('lists each width the API keeps, the main file at the widest', () => {
    expect(imageSrcset(main)).toBe(
      '/api/media/images/posters/AbCdEfGhIjKl-w320.webp 320w, /api/media/images/posters/AbCdEfGhIjKl-w640.webp 640w, /api/media/images/posters/AbCdEfGhIjKl.webp 1280w',
    );
    expect(imageSrcset(`https://api.example.org${main}`)).toMatch(
      /^https:\/\/api\.example\.org\/api\/media\/images\/posters\/AbCdEfGhIjKl-w320\.webp 320w, /,
    );
  });

  it('leaves alone an address that is not a stored image, or already one of its copies', () => {
    for (const other of [
      null,
      undefined,
      '',
      '/images/default-poster.svg',
      '/api/media/hls/3/poster.jpg',
      'https://elsewhere.example/api/media/images/a.webp?x=1',
      '/api/media/images/posters/AbCdEfGhIjKl-w640.webp',
    ]) {
      expect(imageSrcset(other), String(other)).toBeUndefined();
    }
  });

  it('names a copy and finds the main file back, for the widths the API keeps only', () => {
    expect(imageAtWidth('images/weapons/abcdefgh.webp', 320)).toBe('images/weapons/abcdefgh-w320.webp');
    expect(imageAtWidth('images/weapons/abcdefgh.webp', 1280)).toBe('images/weapons/abcdefgh.webp');
    expect(mainImageOf('images/weapons/abcdefgh-w640.webp')).toBe('images/weapons/abcdefgh.webp');
    expect(mainImageOf('images/weapons/abcdefgh-w480.webp')).toBeNull();
    expect(mainImageOf('images/weapons/abcdefgh.webp')).toBeNull();
    expect(imageBase('images/weapons/abcdefgh-w640.webp')).toBe(imageBase('images/weapons/abcdefgh.webp'));
  });
});
