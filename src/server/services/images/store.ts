import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS, processImage } from './process';
import { keyOfPublicUrl, type Storage } from '../storage/types';

export interface StoredImage {
  /** Public URL of the main (widest) rendition; `-w320`/`-w640` siblings hold the smaller ones. */
  url: string;
  keys: string[];
}

/** Checks, re-encodes and stores an image under `images/{folder}/`. */
export async function storeImage(storage: Storage, folder: string, input: Buffer): Promise<StoredImage> {
  const { renditions } = await processImage(input);
  const id = randomBytes(12).toString('base64url');
  const main = renditions.at(-1)!;
  const keys: string[] = [];
  try {
    for (const rendition of renditions) {
      const key =
        rendition === main ? `images/${folder}/${id}.webp` : `images/${folder}/${id}-w${rendition.width}.webp`;
      await storage.put(key, rendition.data, 'image/webp');
      keys.push(key);
    }
  } catch (error) {
    await deleteKeys(storage, keys);
    throw error;
  }
  return { url: storage.publicUrl(keys.at(-1)!), keys };
}

/** Removes an image stored by `storeImage` (all its renditions). Foreign URLs are left alone. */
export async function deleteImageByUrl(storage: Storage, url: string | null | undefined): Promise<void> {
  const key = keyOfPublicUrl(url);
  if (!key?.startsWith('images/')) return;
  const base = key.replace(/(-w\d+)?\.webp$/, '');
  await deleteKeys(storage, [key, ...IMAGE_WIDTHS.map((w) => `${base}-w${w}.webp`)]);
}

/** Best effort: a file left behind is harmless, a failed request because of it is not. */
export async function deleteKeys(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
