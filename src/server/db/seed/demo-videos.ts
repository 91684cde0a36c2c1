import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { posts } from '../schema';
import type { Storage } from '../../services/storage/types';
import { seedAsset } from './assets';

/** The one file every demo post used before each got its own: a paid clip was then public. */
export const SHARED_DEMO_VIDEO_KEY = 'videos/demo-clip-0001.mp4';

const clipKey = (name: string) => `videos/demo/${name}.mp4`;
/** The video of the i-th seeded post (from 0): no two posts share a file. */
export const demoVideoKey = (index: number) => clipKey(`clip-${String(index + 1).padStart(4, '0')}`);

let clip: Buffer | null = null;
const demoClip = async () => (clip ??= await fs.readFile(seedAsset('demo-clip.mp4')));

async function storeClip(storage: Storage, key: string): Promise<void> {
  if (!(await storage.stat(key))) await storage.put(key, await demoClip(), 'video/mp4');
}

/**
 * Stores one copy of the demo clip per seeded post, so that a paid post's file is its
 * own: the media route serves it to signed addresses only, whatever the free posts do.
 */
export async function storeDemoVideos(storage: Storage, count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, (_, index) => demoVideoKey(index));
  for (const key of keys) await storeClip(storage, key);
  return keys;
}

/**
 * Databases seeded before each demo post had its own video: each post still on the
 * shared file gets a copy of its own (idempotent, at every boot), then the shared file
 * goes. Returns how many posts moved.
 */
export async function separateSharedDemoVideos(db: Database, storage: Storage): Promise<number> {
  const sharing = await db.select({ id: posts.id }).from(posts).where(eq(posts.mediaKey, SHARED_DEMO_VIDEO_KEY));
  for (const { id } of sharing) {
    const key = clipKey(`post-${String(id).padStart(8, '0')}`);
    await storeClip(storage, key);
    await db.update(posts).set({ mediaKey: key }).where(eq(posts.id, id));
  }
  if (sharing.length) await storage.delete(SHARED_DEMO_VIDEO_KEY);
  return sharing.length;
}
