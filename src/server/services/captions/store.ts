import { randomBytes } from 'node:crypto';
import type { Storage } from '../storage/types';

const CAPTIONS_FOLDER = 'captions';

/** Stores WebVTT text under a new random key (never reused, so cached forever); returns its key and public URL. */
export async function storeCaption(storage: Storage, vtt: string): Promise<{ key: string; url: string }> {
  const key = `${CAPTIONS_FOLDER}/${randomBytes(12).toString('base64url')}.vtt`;
  await storage.put(key, Buffer.from(vtt, 'utf8'), 'text/vtt; charset=utf-8');
  return { key, url: storage.publicUrl(key) };
}
