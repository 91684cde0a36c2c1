import { bodyLimit } from 'hono/body-limit';
import { IMAGE_REJECTIONS } from '../../../contract/image-rejections';
import { HttpError, MESSAGES, unprocessable } from '../../lib/http-error';
import { IMAGE_MAX_BYTES, ImageRejectedError, deleteKeys, storeImage } from '../../services/images';
import type { Storage } from '../../services/storage/types';

const tooLarge = () => new HttpError(413, MESSAGES.payloadTooLarge, { file: [IMAGE_REJECTIONS.size] });

/** Multipart bodies with an image: 10 MB for the image plus room for the text fields. */
export const imageUploadLimit = bodyLimit({
  maxSize: IMAGE_MAX_BYTES + 256 * 1024,
  onError: () => {
    throw tooLarge();
  },
});

/** Stores an uploaded image (checked and re-encoded); 413 when too large, 422 when not an accepted image. */
export async function storeUploadedImage(storage: Storage, folder: string, file: File) {
  if (file.size > IMAGE_MAX_BYTES) throw tooLarge();
  if (file.size === 0) throw unprocessable({ file: [IMAGE_REJECTIONS.empty] });
  try {
    return await storeImage(storage, folder, Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejectedError)
      throw error.tooLarge ? tooLarge() : unprocessable({ file: [error.message] });
    throw error;
  }
}

/**
 * Runs `write` with the URL of the stored image (or null without a file); if the write
 * fails the stored files are removed, so a failed call leaves nothing behind.
 */
export async function withUploadedImage<T>(
  storage: Storage,
  folder: string,
  file: File | undefined,
  write: (fileUrl: string | null) => Promise<T>,
): Promise<T> {
  const image = file ? await storeUploadedImage(storage, folder, file) : null;
  try {
    return await write(image?.url ?? null);
  } catch (error) {
    if (image) await deleteKeys(storage, image.keys);
    throw error;
  }
}
