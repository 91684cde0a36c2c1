import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_REJECTIONS } from '../../../contract/image-rejections';
import { IMAGE_WIDTHS } from '../../../contract/stored-media';
import { detectImageType } from './detect';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export class ImageRejectedError extends Error {
  readonly tooLarge: boolean;
  constructor(message: string, tooLarge = false) {
    super(message);
    this.tooLarge = tooLarge;
  }
}

export interface ProcessedImage {
  /** The image in WebP at each of its widths, widest last; the last one is the main image. */
  atWidths: { width: number; data: Buffer }[];
}

/**
 * Checks an uploaded image by its bytes and re-encodes it to WebP in a few widths.
 * Re-encoding drops every metadata block (EXIF, GPS, ICC comments) and any payload
 * hidden after the image data; the EXIF orientation is applied first.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > IMAGE_MAX_BYTES) throw new ImageRejectedError(IMAGE_REJECTIONS.size, true);
  if (!detectImageType(input)) throw new ImageRejectedError(IMAGE_REJECTIONS.type);
  let width: number;
  let pixels: number;
  try {
    // The header alone: the pixel limit is checked below, with its own message.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    const rotated = (meta.orientation ?? 1) >= 5;
    width = (rotated ? meta.height : meta.width) ?? 0;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new ImageRejectedError(IMAGE_REJECTIONS.unreadable);
  }
  if (pixels > IMAGE_MAX_PIXELS) throw new ImageRejectedError(IMAGE_REJECTIONS.dimensions);
  if (width < 1) throw new ImageRejectedError(IMAGE_REJECTIONS.unreadable);
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (widths.length < IMAGE_WIDTHS.length) widths.push(Math.min(width, IMAGE_WIDTHS.at(-1)!));
  try {
    const atWidths = await Promise.all(
      widths.map(async (w) => ({
        width: w,
        data: await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS })
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
    return { atWidths };
  } catch {
    throw new ImageRejectedError(IMAGE_REJECTIONS.unreadable);
  }
}
