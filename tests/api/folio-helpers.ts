import sharp from 'sharp';
import type { TestApp } from '../support/test-app';

/** A parchment-coloured scan with a drawn figure, `width` × `height`, as `format`. */
export function scan(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'tiff' | 'webp' = 'jpeg',
): Promise<Buffer> {
  const svg = `<svg width="${width}" height="${height}"><rect x="${width / 4}" y="${height / 4}" width="${width / 2}" height="${height / 2}" fill="#7a4b2a"/></svg>`;
  return sharp({ create: { width, height, channels: 3, background: { r: 232, g: 218, b: 184 } } })
    .composite([{ input: Buffer.from(svg) }])
    .toFormat(format)
    .toBuffer();
}

/** PUTs a scan as the folio `label` of a manuscript (the admin's bearer, or none). */
export function putScan(
  t: TestApp,
  manuscriptId: number,
  label: string,
  body: Buffer,
  type: string,
  token: string | null,
) {
  return t.app.request(`/api/manuscripts/${manuscriptId}/folios/${label}`, {
    method: 'PUT',
    headers: { 'Content-Type': type, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: new Uint8Array(body),
  });
}

export interface ImageInfo {
  id: string;
  width: number;
  height: number;
  tiles: { width: number; scaleFactors: number[] }[];
}

/**
 * The tile addresses a IIIF client asks for, from an info.json (Image API 3, implementation
 * notes): the whole image at its full size is asked for by the canonical `max`, as OpenSeadragon 5 does.
 */
export function tileUrls(info: ImageInfo): string[] {
  const urls: string[] = [];
  const { width: size, scaleFactors } = info.tiles[0]!;
  for (const sf of scaleFactors) {
    const region = size * sf;
    if (region >= info.width && region >= info.height) {
      const size = sf === 1 ? 'max' : `${Math.ceil(info.width / sf)},${Math.ceil(info.height / sf)}`;
      urls.push(`${info.id}/full/${size}/0/default.jpg`);
      continue;
    }
    for (let y = 0; y < info.height; y += region)
      for (let x = 0; x < info.width; x += region) {
        const w = Math.min(region, info.width - x);
        const h = Math.min(region, info.height - y);
        urls.push(`${info.id}/${x},${y},${w},${h}/${Math.ceil(w / sf)},${Math.ceil(h / sf)}/0/default.jpg`);
      }
  }
  return urls;
}
