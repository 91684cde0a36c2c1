import { randomBytes } from 'node:crypto';
import type { Storage } from '../storage/types';

const CAPTIONS_FOLDER = 'captions';

/** A caption file's key (`captions/{random}.vtt`): served as its post's video is (services/access/media-guard). */
export const isCaptionKey = (key: string) => key.startsWith(`${CAPTIONS_FOLDER}/`) && key.endsWith('.vtt');

/** Stores WebVTT text under a new random key (never reused); returns its key and its /api/media address. */
export async function storeCaption(storage: Storage, vtt: string): Promise<{ key: string; url: string }> {
  const key = `${CAPTIONS_FOLDER}/${randomBytes(12).toString('base64url')}.vtt`;
  await storage.put(key, Buffer.from(vtt, 'utf8'), 'text/vtt; charset=utf-8');
  return { key, url: storage.publicUrl(key) };
}
