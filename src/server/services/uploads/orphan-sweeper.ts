import { isNotNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { posts } from '../../db/schema';
import { PREVIEW_FOLDER, previewKey, previewSeconds } from '../access/preview';
import { LocalStorage } from '../storage/local-storage';
import { keyOfPublicUrl, type ListedObject } from '../storage/types';
import { ownerOfVideoKey } from './video-keys';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const POSTER_PREFIX = 'images/posters/';

type SweepDeps = Pick<AppDeps, 'db' | 'storage'>;

/** An image's key without its width suffix: every rendition of one poster shares it. */
const imageBase = (key: string) => key.replace(/(-w\d+)?\.webp$/, '');

/** What posts still use: their videos, the previews cut from them, their posters. */
async function referenced(db: SweepDeps['db']) {
  const rows = await db
    .select({ mediaKey: posts.mediaKey, durationSeconds: posts.durationSeconds, posterUrl: posts.posterUrl })
    .from(posts)
    .where(or(isNotNull(posts.mediaKey), isNotNull(posts.posterUrl)));
  const videos = new Set<string>();
  const previews = new Set<string>();
  const posters = new Set<string>();
  for (const row of rows) {
    if (row.mediaKey) {
      videos.add(row.mediaKey);
      previews.add(previewKey(row.mediaKey, previewSeconds(row.durationSeconds)));
    }
    const poster = keyOfPublicUrl(row.posterUrl);
    if (poster) posters.add(imageBase(poster));
  }
  return { videos, previews, posters };
}

async function olderThan(objects: AsyncIterable<ListedObject>, cutoff: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of objects) if (object.lastModified.getTime() < cutoff) keys.push(object.key);
  return keys;
}

/**
 * Removes what no post uses and is older than `maxAgeMs`: uploaded videos never turned
 * into a post (under `videos/u{id}/`), previews of videos no post has any more, poster
 * images left by a post creation that failed, and on local disk the temporary files of
 * uploads cut off by a crash. The age leaves time to finish a post after its upload.
 */
export async function sweepOrphanUploads(deps: SweepDeps, maxAgeMs: number, now = Date.now()): Promise<string[]> {
  const { storage } = deps;
  const cutoff = now - maxAgeMs;
  // Listed before the references are read: a post made meanwhile names an upload listed as used.
  const videos = (await olderThan(storage.list('videos/'), cutoff)).filter((key) => ownerOfVideoKey(key) !== null);
  const previews = await olderThan(storage.list(`${PREVIEW_FOLDER}/`), cutoff);
  const posters = await olderThan(storage.list(POSTER_PREFIX), cutoff);
  const used = await referenced(deps.db);

  const orphans = [
    ...videos.filter((key) => !used.videos.has(key)),
    ...previews.filter((key) => !used.previews.has(key)),
    ...posters.filter((key) => !used.posters.has(imageBase(key))),
  ];
  for (const key of orphans) await storage.delete(key);
  const parts = storage instanceof LocalStorage ? await storage.removeStaleParts(new Date(cutoff)) : [];
  return [...orphans, ...parts];
}

/** Sweeps at once (boot) and then every hour; `stop()` waits for a sweep under way. */
export function startOrphanSweeper(deps: SweepDeps & Pick<AppDeps, 'logger'>, maxAgeMs: number) {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= sweepOrphanUploads(deps, maxAgeMs)
      .then((removed) => {
        if (removed.length) deps.logger.info({ removed: removed.length }, 'orphan uploads removed');
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'orphan upload sweep failed; retried next hour'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  const first = sweep();
  return {
    /** The sweep started at boot. */
    first,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
