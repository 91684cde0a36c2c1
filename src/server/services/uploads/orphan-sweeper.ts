import { isNotNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../context';
import {
  manuscripts,
  masterHistories,
  postTypes,
  posts,
  publicities,
  techniques,
  users,
  weapons,
} from '../../db/schema';
import { imageBase } from '../../../contract/stored-media';
import { demoImageKeys } from '../../db/seed/demo-images';
import { PREVIEW_FOLDER, previewKey, previewSeconds } from '../access/preview';
import { AVATAR_PREFIX } from '../avatar';
import { LIBRARY_IMAGE_FOLDERS } from '../library/image-folders';
import { LocalStorage } from '../storage/local-storage';
import { readState, writeState } from '../shared-state';
import { keyOfPublicUrl, type ListedObject } from '../storage/types';
import { tusStoreFor } from './tus-store';
import { releaseExpiredSlots } from './upload-quota';
import { ownerOfVideoKey } from './video-keys';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const POSTER_PREFIX = 'images/posters/';

type SweepDeps = Pick<AppDeps, 'db' | 'storage' | 'env'>;

/** The folders of images stored for a row: posters, avatars and the library's images. */
const IMAGE_PREFIXES = [
  POSTER_PREFIX,
  AVATAR_PREFIX,
  ...Object.values(LIBRARY_IMAGE_FOLDERS).map((folder) => `images/${folder}/`),
];

/** Every column holding an image address. Any of them keeps an image, whatever its folder. */
const IMAGE_COLUMNS: { table: PgTable; url: AnyPgColumn }[] = [
  { table: posts, url: posts.posterUrl },
  { table: users, url: users.fileUrl },
  ...[postTypes, weapons, masterHistories, techniques, manuscripts, publicities].map((table) => ({
    table,
    url: table.fileUrl,
  })),
];

/** What posts still use: their videos and the previews cut from them. */
async function videosInUse(db: SweepDeps['db']) {
  const rows = await db
    .select({ mediaKey: posts.mediaKey, durationSeconds: posts.durationSeconds })
    .from(posts)
    .where(isNotNull(posts.mediaKey));
  const videos = new Set<string>();
  const previews = new Set<string>();
  for (const { mediaKey, durationSeconds } of rows) {
    if (!mediaKey) continue;
    videos.add(mediaKey);
    previews.add(previewKey(mediaKey, previewSeconds(durationSeconds)));
  }
  return { videos, previews };
}

/** The images some row names (by key without width suffix), and the demo images. */
async function imagesInUse(db: SweepDeps['db']) {
  const used = new Set([...demoImageKeys()].map(imageBase));
  for (const { table, url } of IMAGE_COLUMNS) {
    for (const row of await db.selectDistinct({ url }).from(table).where(isNotNull(url))) {
      const key = keyOfPublicUrl(row.url as string | null);
      if (key) used.add(imageBase(key));
    }
  }
  return used;
}

async function olderThan(objects: AsyncIterable<ListedObject>, cutoff: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of objects) if (object.lastModified.getTime() < cutoff) keys.push(object.key);
  return keys;
}

/**
 * Removes what no row uses and is older than `maxAgeMs`: uploaded videos never turned
 * into a post (under `videos/u{id}/`), previews of videos no post has any more, images
 * (posters, avatars, library images) no row names, left by a write that was refused, failed
 * or cut off by a crash, on local disk the temporary files of uploads cut off by a crash, and
 * the resumable (tus) uploads left unfinished (on S3, by their start time). Demo images are kept. The age leaves time to finish a post after its upload.
 */
export async function sweepOrphanUploads(deps: SweepDeps, maxAgeMs: number, now = Date.now()): Promise<string[]> {
  const { storage } = deps;
  const cutoff = now - maxAgeMs;
  // Listed before the references are read: a post made meanwhile names an upload listed as used.
  const videos = (await olderThan(storage.list('videos/'), cutoff)).filter((key) => ownerOfVideoKey(key) !== null);
  const previews = await olderThan(storage.list(`${PREVIEW_FOLDER}/`), cutoff);
  const images: string[] = [];
  for (const prefix of IMAGE_PREFIXES) images.push(...(await olderThan(storage.list(prefix), cutoff)));
  const used = await videosInUse(deps.db);
  const usedImages = await imagesInUse(deps.db);

  const orphans = [
    ...videos.filter((key) => !used.videos.has(key)),
    ...previews.filter((key) => !used.previews.has(key)),
    ...images.filter((key) => !usedImages.has(imageBase(key))),
  ];
  for (const key of orphans) await storage.delete(key);
  const parts = storage instanceof LocalStorage ? await storage.removeStaleParts(new Date(cutoff)) : [];
  const abandoned = await (await tusStoreFor(deps)).removeAbandoned(cutoff);
  await releaseExpiredSlots(deps.db, new Date(cutoff), new Date(now));
  return [...orphans, ...parts, ...abandoned];
}

const LAST_SWEEP_KEY = 'orphan-sweep-at';
/** A sweep this recent (by any server) makes another one pointless: timers drift a little. */
const SWEEP_SPACING_MS = SWEEP_INTERVAL_MS * 0.9;

/**
 * One sweep per interval across every server on the database: under a database-wide lock, a
 * server that finds a sweep done less than an interval ago (by itself or another) skips it.
 * The keys removed, or null when skipped.
 */
export async function sweepOncePerInterval(
  deps: SweepDeps & Pick<AppDeps, 'database'>,
  maxAgeMs: number,
  now = () => Date.now(),
): Promise<string[] | null> {
  return deps.database.exclusive('orphan-sweep', async () => {
    const last = await readState(deps.db, LAST_SWEEP_KEY);
    if (last && now() - Date.parse(last) < SWEEP_SPACING_MS) return null;
    const removed = await sweepOrphanUploads(deps, maxAgeMs, now());
    await writeState(deps.db, LAST_SWEEP_KEY, new Date(now()).toISOString());
    return removed;
  });
}

/** Sweeps at once (boot) and then every hour, once per hour across servers; `stop()` waits for a sweep under way. */
export function startOrphanSweeper(deps: SweepDeps & Pick<AppDeps, 'logger' | 'database'>, maxAgeMs: number) {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= sweepOncePerInterval(deps, maxAgeMs)
      .then((removed) => {
        if (removed?.length) deps.logger.info({ removed: removed.length }, 'orphan uploads removed');
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
