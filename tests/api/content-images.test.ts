import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  actor,
  demoVideo,
  file,
  jpegWithExif,
  json,
  pngBytes,
  sendForm,
  svgBytes,
  type Actor,
} from './content-helpers';

let t: TestApp;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await actor(t, 'ROLE_ADMIN');
});
afterAll(() => t.close());

const uploadsDir = () => path.join(t.dataDir, 'uploads');
function storedFiles(): string[] {
  if (!fs.existsSync(uploadsDir())) return [];
  return (fs.readdirSync(uploadsDir(), { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(uploadsDir(), f)).isFile())
    .sort();
}
const createWeapon = (name: string, upload: File) =>
  sendForm(t, 'POST', '/api/weapons', { name, file: upload }, admin.token);
const fetchBytes = async (url: string) => Buffer.from(await (await t.call('GET', url)).arrayBuffer());

describe('image uploads', () => {
  it('re-encodes to WebP in 320, 640 and 1280 px widths and strips the metadata', async () => {
    const res = await createWeapon('Messer', file(await jpegWithExif(1600, 900), 'photo.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    const { fileUrl } = await json<{ fileUrl: string }>(res);
    const main = await fetchBytes(fileUrl);
    const meta = await sharp(main).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1280);
    expect(meta.exif).toBeUndefined();
    expect(main.includes(Buffer.from('SecretCam'))).toBe(false);
    for (const width of [320, 640]) {
      const variant = await fetchBytes(fileUrl.replace(/\.webp$/, `-w${width}.webp`));
      expect((await sharp(variant).metadata()).width).toBe(width);
    }
  });

  it('never enlarges a small image', async () => {
    const res = await createWeapon('Small sword', file(await pngBytes(200, 100), 'small.png', 'image/png'));
    const { fileUrl } = await json<{ fileUrl: string }>(res);
    expect((await sharp(await fetchBytes(fileUrl)).metadata()).width).toBe(200);
    // A page's srcset names every width: those the image was too narrow for are its main file.
    for (const width of [320, 640]) {
      const copy = await t.call('GET', fileUrl.replace(/\.webp$/, `-w${width}.webp`));
      expect(copy.status).toBe(200);
      expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(200);
    }
    expect((await t.call('GET', fileUrl.replace(/\.webp$/, '-w480.webp'))).status).toBe(404);
  });

  it('checks the type by magic bytes: SVG, text, a video and a PNG header with garbage get 422; nothing is created or stored', async () => {
    const before = storedFiles();
    const weapons = await json<unknown[]>(await t.call('GET', '/api/weapons'));
    const pngHead = (await pngBytes()).subarray(0, 40);
    const refused: [File, RegExp][] = [
      [file(svgBytes, 'logo.svg', 'image/svg+xml'), /SVG is refused/],
      [file(svgBytes, 'logo.png', 'image/png'), /Unsupported image/],
      [file(Buffer.from('just some text, not an image at all'), 'notes.jpg', 'image/jpeg'), /Unsupported image/],
      [file(demoVideo(), 'clip.png', 'image/png'), /Unsupported image/],
      [file(Buffer.concat([pngHead, Buffer.alloc(500, 7)]), 'broken.png', 'image/png'), /could not be read/],
    ];
    for (const [upload, message] of refused) {
      const res = await createWeapon(`Refused ${upload.name}`, upload);
      expect(res.status).toBe(422);
      const body = await json<ErrorBody>(res);
      expect(body.message).toBe('Error 422: Unprocessable entity');
      expect(body.errors?.file?.[0]).toMatch(message);
    }
    expect(await json<unknown[]>(await t.call('GET', '/api/weapons'))).toEqual(weapons);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image over 40 megapixels with 422 saying so, nothing stored', async () => {
    const before = storedFiles();
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await createWeapon('Too many pixels', file(huge, 'huge.png', 'image/png'));
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).errors?.file).toEqual(['The image is too large: at most 40 megapixels']);
    expect(storedFiles()).toEqual(before);
  });

  it('answers 413 for an image over 10 MB, with nothing stored', async () => {
    const before = storedFiles();
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const res = await createWeapon('Huge', file(big, 'huge.png', 'image/png'));
    expect(res.status).toBe(413);
    expect((await json<ErrorBody>(res)).message).toBe('Error 413: Payload too large');
    expect(storedFiles()).toEqual(before);
    expect((await json<{ name: string }[]>(await t.call('GET', '/api/weapons'))).some((w) => w.name === 'Huge')).toBe(
      false,
    );
  });

  it('removes the stored image when the row cannot be created (duplicate name)', async () => {
    const first = await createWeapon('Polearm', file(await pngBytes(), 'a.png', 'image/png'));
    expect(first.status).toBe(201);
    const before = storedFiles();
    const second = await createWeapon('POLEARM', file(await pngBytes(), 'b.png', 'image/png'));
    expect(second.status).toBe(422);
    expect(storedFiles()).toEqual(before);
  });
});
