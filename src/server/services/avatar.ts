import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_REJECTIONS } from '../../contract/image-rejections';
import { deleteImageByUrl, detectImageType, ImageRejectedError } from './images';
import type { Storage } from './storage/types';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
export const AVATAR_PREFIX = 'images/avatars/';

/**
 * A profile picture: checked by its magic bytes (SVG and non-images refused), cropped
 * to a 256 px square and re-encoded to WebP, which drops EXIF/GPS metadata and anything
 * hidden after the image data. Stored under images/avatars/ so the images service's
 * cleanup applies to it too.
 */
export async function storeAvatar(storage: Storage, input: Buffer): Promise<string> {
  if (input.length > AVATAR_MAX_BYTES) throw new ImageRejectedError(IMAGE_REJECTIONS.avatarSize, true);
  if (!detectImageType(input)) throw new ImageRejectedError(IMAGE_REJECTIONS.type);
  const meta = await sharp(input)
    .metadata()
    .catch(() => null);
  if (meta && (meta.width ?? 0) * (meta.height ?? 0) > IMAGE_MAX_PIXELS)
    throw new ImageRejectedError(IMAGE_REJECTIONS.dimensions);
  let data: Buffer;
  try {
    data = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageRejectedError(IMAGE_REJECTIONS.unreadable);
  }
  const key = `${AVATAR_PREFIX}${randomBytes(12).toString('base64url')}.webp`;
  await storage.put(key, data, 'image/webp');
  return storage.publicUrl(key);
}

/** Removes a previous avatar we stored; other addresses (seed, external) are left alone. */
export async function deleteAvatar(storage: Storage, url: string | null | undefined): Promise<void> {
  await deleteImageByUrl(storage, url);
}
