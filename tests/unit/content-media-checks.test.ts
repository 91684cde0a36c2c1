import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from '../../src/server/services/images/detect';
import { ImageRejectedError, processImage } from '../../src/server/services/images/process';
import { isMp4Signature } from '../../src/server/services/video/mp4';
import { VideoTools } from '../../src/server/services/media-tools/upload-tools';

const ftyp = (brand: string, size = 24) =>
  Buffer.concat([Buffer.from([0, 0, 0, size]), Buffer.from(`ftyp${brand}`), Buffer.alloc(12)]);

describe('detectImageType (magic bytes)', () => {
  it('recognises JPEG, PNG, WebP, GIF and AVIF', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } });
    expect(detectImageType(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await base.clone().png().toBuffer())).toBe('png');
    expect(detectImageType(await base.clone().webp().toBuffer())).toBe('webp');
    expect(detectImageType(await base.clone().gif().toBuffer())).toBe('gif');
    expect(detectImageType(ftyp('avif'))).toBe('avif');
  });

  it('refuses SVG, HTML, MP4 and short input', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectImageType(Buffer.from('<!doctype html><html></html>'))).toBeNull();
    expect(detectImageType(ftyp('isom'))).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('processImage', () => {
  it('refuses more than 10 MB before decoding', async () => {
    await expect(processImage(Buffer.alloc(10 * 1024 * 1024 + 1))).rejects.toMatchObject({ tooLarge: true });
  });

  it('refuses a decompression bomb (too many pixels)', async () => {
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(processImage(huge)).rejects.toBeInstanceOf(ImageRejectedError);
  });

  it('applies the EXIF orientation before resizing', async () => {
    const portrait = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#123' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { atWidths } = await processImage(portrait);
    const main = await sharp(atWidths.at(-1)!.data).metadata();
    expect([main.width, main.height]).toEqual([600, 900]);
    expect(main.orientation).toBeUndefined();
  });
});

describe('isMp4Signature', () => {
  it('accepts ISO video brands', () => {
    for (const brand of ['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash'])
      expect(isMp4Signature(ftyp(brand))).toBe(true);
  });

  it('refuses images in the same container, other files and truncated input', () => {
    for (const brand of ['avif', 'heic', 'mif1']) expect(isMp4Signature(ftyp(brand))).toBe(false);
    expect(isMp4Signature(Buffer.from('\x89PNG\r\n\x1a\n0000000000', 'latin1'))).toBe(false);
    expect(isMp4Signature(Buffer.from('RIFF0000AVI LIST'))).toBe(false);
    expect(isMp4Signature(ftyp('isom').subarray(0, 10))).toBe(false);
    expect(isMp4Signature(Buffer.concat([Buffer.from([0, 0, 0, 4]), Buffer.from('ftypisom')]))).toBe(false);
  });
});

describe('VideoTools without ffmpeg', () => {
  it('reports unavailable and skips cleanly instead of failing', async () => {
    const tools = new VideoTools({ ffprobe: '/nonexistent/ffprobe', ffmpeg: '/nonexistent/ffmpeg' });
    expect(await tools.isAvailable()).toBe(false);
    expect(await tools.probeDuration('/tmp/whatever.mp4')).toBe('unavailable');
    expect(await tools.posterFrame('/tmp/whatever.mp4', 1)).toBeNull();
  });
});
