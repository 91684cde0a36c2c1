import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS, imageBase, imageAtWidth } from '../../../contract/stored-media';
import { processImage } from './process';
import { keyOfPublicUrl, type Storage } from '../storage/types';

export interface StoredImage {
  /** Public URL of the main (widest) file; `-w320`/`-w640` beside it hold the narrower widths. */
  url: string;
  keys: string[];
}

/** Checks, re-encodes and stores an image under `images/{folder}/`. */
export async function storeImage(storage: Storage, folder: string, input: Buffer): Promise<StoredImage> {
  const { atWidths } = await processImage(input);
  const id = randomBytes(12).toString('base64url');
  const main = atWidths.at(-1)!;
  const mainKey = `images/${folder}/${id}.webp`;
  const keys: string[] = [];
  try {
    for (const sized of atWidths) {
      const key = sized === main ? mainKey : imageAtWidth(mainKey, sized.width);
      await storage.put(key, sized.data, 'image/webp');
      keys.push(key);
    }
  } catch (error) {
    await deleteKeys(storage, keys);
    throw error;
  }
  return { url: storage.publicUrl(keys.at(-1)!), keys };
}

/** Removes an image stored by `storeImage` (at every width). Foreign URLs are left alone. */
export async function deleteImageByUrl(storage: Storage, url: string | null | undefined): Promise<void> {
  const key = keyOfPublicUrl(url);
  if (!key?.startsWith('images/')) return;
  const main = `${imageBase(key)}.webp`;
  await deleteKeys(storage, [...new Set([key, ...IMAGE_WIDTHS.map((width) => imageAtWidth(main, width))])]);
}

/** Best effort: a file left behind is harmless, a failed request because of it is not. */
export async function deleteKeys(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
