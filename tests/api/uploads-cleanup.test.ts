import { randomBytes } from 'node:crypto';
import { once, type EventEmitter } from 'node:events';
import fs from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImageKeys } from '../../src/server/db/seed/demo-images';
import { insertPost, insertUser } from '../../src/server/db/seed/factories';
import { insertPublicity, insertWeapon } from '../support/factories';
import { LIBRARY_IMAGE_FOLDERS } from '../../src/server/services/library/image-folders';
import { previewKey, previewSeconds } from '../../src/server/services/access/preview';
import { LocalStorage } from '../../src/server/services/storage/local-storage';
import type { Storage } from '../../src/server/services/storage/types';
import { createVideoUpload } from '../../src/server/services/uploads/presign';
import {
  startOrphanSweeper,
  sweepOncePerInterval,
  sweepOrphanUploads,
} from '../../src/server/services/uploads/orphan-sweeper';
import { eventually } from '../support/api-client';
import { serveTestApp, type Listening } from '../support/listen';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, demoVideo, sendForm, type Actor } from './content-helpers';

const HOUR = 60 * 60 * 1000;
/** A sweep as it would run a day after the objects were written. */
const sweepADayLater = (t: TestApp) => sweepOrphanUploads(t.deps, HOUR, Date.now() + 24 * HOUR);

const id = (length = 22) => randomBytes(length).toString('base64url').slice(0, length);
const videoKeyOf = (user: Actor) => `videos/u${user.id}/${id()}.mp4`;
const exists = async (storage: Storage, key: string) => (await storage.stat(key)) !== null;

/** Sends the headers and part of the body of a PUT announcing `total` bytes, then drops the connection. */
function abortedPut(url: string, total: number, part: Buffer, midStream: () => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'PUT', headers: { 'Content-Type': 'video/mp4', 'Content-Length': total } });
    req.on('error', () => resolve());
    req.on('response', (res) => reject(new Error(`the upload was answered (${res.statusCode}) before it was cut off`)));
    req.write(part, () => {
      midStream()
        .then(() => req.destroy())
        .catch((error: unknown) => {
          req.destroy();
          reject(error as Error);
        });
    });
  });
}

interface Setup {
  name: string;
  /** Local disk also checks the partial file right away, before any cleanup. */
  local: boolean;
  /** S3: tells of each request reaching the S3 server. */
  start(t: TestApp): Promise<{ close(): Promise<void>; requests?: EventEmitter }>;
}

const setups: Setup[] = [
  { name: 'local disk', local: true, start: async () => ({ close: async () => {} }) },
  {
    name: 'S3',
    local: false,
    async start(t) {
      const s3: S3Server = await startS3Server('hdx-cleanup', 'hdx-s3rver-cleanup-');
      t.deps.storage = s3.storage;
      return s3;
    },
  },
];

describe.each(setups)('uploads cleanup on $name storage', (setup) => {
  let t: TestApp;
  let storage: Storage;
  let seller: Actor;
  let closeStorage: () => Promise<void>;
  let requests: EventEmitter | undefined;
  let served: Listening;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ close: closeStorage, requests } = await setup.start(t));
    storage = t.deps.storage;
    seller = await actor(t);
    served = await serveTestApp(t);
    origin = served.origin;
  });
  afterAll(async () => {
    await served.close();
    await closeStorage();
    await t.close();
  });

  it('an upload cut off mid-stream leaves no file and no post after cleanup', async () => {
    const upload = await createVideoUpload(t.deps, seller.id);
    const url = setup.local ? upload.url.replace(t.deps.env.PUBLIC_URL, origin) : upload.url;
    const video = demoVideo();
    const videos = path.join(t.dataDir, 'uploads', 'videos');
    const filesUnder = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }) : []);
    const reachedS3 = requests && once(requests, 'request', { signal: AbortSignal.timeout(30_000) });
    await abortedPut(url, video.length, video.subarray(0, 64 * 1024), async () => {
      // The server is writing the partial upload when the connection drops.
      if (setup.local) await eventually('the upload is being written', async () => filesUnder(videos).length > 0);
      else {
        const [request, req] = (await reachedS3!) as [string, IncomingMessage];
        expect(request).toBe(`PUT /hdx-cleanup/${upload.key}`);
        await eventually('S3 has read the part sent', async () => req.socket.bytesRead >= 64 * 1024);
      }
    });
    // s3rver keeps what it read of a cut-off PUT as the object: the cleanup must find it there.
    if (!setup.local) await eventually('S3 kept the cut-off part', () => exists(storage, upload.key));
    if (setup.local) {
      await eventually('the partial file is removed', async () =>
        filesUnder(videos).every((name) => fs.statSync(path.join(videos, String(name))).isDirectory()),
      );
    }

    await sweepADayLater(t);
    expect(await exists(storage, upload.key)).toBe(false);
    const post = await sendForm(
      t,
      'POST',
      '/api/posts',
      { title: 'From a cut-off upload', videoKey: upload.key },
      seller.token,
    );
    expect(post.status).toBe(422);
  });

  it('removes an upload never turned into a post once it is older than the configured age', async () => {
    const key = videoKeyOf(seller);
    await storage.put(key, demoVideo(), 'video/mp4');
    expect(await sweepADayLater(t)).toContain(key);
    expect(await exists(storage, key)).toBe(false);
  });

  it('keeps a recent upload: its user may still be writing the post', async () => {
    const key = videoKeyOf(seller);
    await storage.put(key, demoVideo(), 'video/mp4');
    await sweepOrphanUploads(t.deps, HOUR);
    expect(await exists(storage, key)).toBe(true);
  });

  it("keeps a post's video, its preview and every rendition of its poster", async () => {
    const video = videoKeyOf(seller);
    const poster = `images/posters/${id(16)}`;
    const preview = previewKey(video, previewSeconds(6));
    const keys = [video, preview, `${poster}.webp`, `${poster}-w320.webp`];
    for (const key of keys)
      await storage.put(key, Buffer.from('bytes'), key.endsWith('.mp4') ? 'video/mp4' : 'image/webp');
    await insertPost(t.deps.db, {
      title: 'A post with all its media',
      userId: seller.id,
      priceCents: 500,
      mediaKey: video,
      durationSeconds: 6,
      posterUrl: storage.publicUrl(`${poster}.webp`),
    });

    await sweepADayLater(t);
    for (const key of keys) expect(await exists(storage, key), key).toBe(true);
  });

  it('removes previews and posters that no post uses (a failed post creation, a deleted video)', async () => {
    const poster = `images/posters/${id(16)}`;
    const keys = [`previews/${id(32)}.mp4`, `${poster}.webp`, `${poster}-w640.webp`];
    for (const key of keys)
      await storage.put(key, Buffer.from('bytes'), key.endsWith('.mp4') ? 'video/mp4' : 'image/webp');
    expect(await sweepADayLater(t)).toEqual(expect.arrayContaining(keys));
    for (const key of keys) expect(await exists(storage, key), key).toBe(false);
  });

  /** An image as the API stores it: its main file and a smaller rendition. */
  async function storedImage(folder: string): Promise<{ url: string; keys: string[] }> {
    const base = `images/${folder}/${id(16)}`;
    const keys = [`${base}.webp`, `${base}-w320.webp`];
    for (const key of keys) await storage.put(key, Buffer.from('webp'), 'image/webp');
    return { url: storage.publicUrl(keys[0]!), keys };
  }

  it('removes library images and avatars no row names (a refused or cut-off write)', async () => {
    const folders = [...Object.values(LIBRARY_IMAGE_FOLDERS), 'avatars'];
    const keys = (await Promise.all(folders.map(storedImage))).flatMap((image) => image.keys);
    expect(await sweepADayLater(t)).toEqual(expect.arrayContaining(keys));
    for (const key of keys) expect(await exists(storage, key), key).toBe(false);
  });

  it('keeps a recent library image: its row may still be being written', async () => {
    const { keys } = await storedImage(LIBRARY_IMAGE_FOLDERS.masterHistories);
    await sweepOrphanUploads(t.deps, HOUR);
    for (const key of keys) expect(await exists(storage, key), key).toBe(true);
  });

  it('keeps every rendition of the images rows name: library, partners, avatars in use', async () => {
    const weapon = await storedImage(LIBRARY_IMAGE_FOLDERS.weapons);
    const publicity = await storedImage(LIBRARY_IMAGE_FOLDERS.publicities);
    const avatar = await storedImage('avatars');
    await insertWeapon(t.deps.db, `Spadone ${id(6)}`, { fileUrl: weapon.url });
    await insertPublicity(t.deps.db, { title: 'A club', url: 'https://example.com', fileUrl: publicity.url });
    await insertUser(t.deps.db, { username: `avatar_${id(6).replace(/-/g, '_')}`, fileUrl: avatar.url });

    await sweepADayLater(t);
    for (const key of [...weapon.keys, ...publicity.keys, ...avatar.keys])
      expect(await exists(storage, key), key).toBe(true);
  });

  it('never removes a demo image, even one no row names any more', async () => {
    const keys = [...demoImageKeys()].filter((_, i) => i % 10 === 0);
    for (const key of keys) await storage.put(key, Buffer.from('webp'), 'image/webp');
    await sweepADayLater(t);
    for (const key of keys) expect(await exists(storage, key), key).toBe(true);
  });

  it('runs a first cleanup as soon as it starts (at server boot)', async () => {
    const key = videoKeyOf(seller);
    await storage.put(key, demoVideo(), 'video/mp4');
    // Any age counts (0 ms): what matters is that the sweep runs at start, with no timer tick.
    const sweeper = startOrphanSweeper(t.deps, 0);
    await sweeper.first;
    await sweeper.stop();
    expect(await exists(storage, key)).toBe(false);
  });

  it('with several servers on one database, the hourly cleanup runs once per hour, whichever server starts it first', async () => {
    const later = Date.now() + 48 * HOUR;
    const at = (ms: number) => () => ms;
    const key = videoKeyOf(seller);
    await storage.put(key, demoVideo(), 'video/mp4');
    // Two servers' timers fire together: one sweeps under the lock, the other finds it done.
    const [a, b] = await Promise.all([
      sweepOncePerInterval(t.deps, HOUR, at(later)),
      sweepOncePerInterval(t.deps, HOUR, at(later)),
    ]);
    expect([a, b].filter((removed) => removed !== null)).toHaveLength(1);
    expect([...(a ?? []), ...(b ?? [])]).toContain(key);
    // Half an hour on, a restarted server skips it; an hour on, the next one runs.
    expect(await sweepOncePerInterval(t.deps, HOUR, at(later + HOUR / 2))).toBeNull();
    expect(await sweepOncePerInterval(t.deps, HOUR, at(later + HOUR))).not.toBeNull();
  });
});

describe('temporary files of uploads cut off by a crash (local disk)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are removed by the cleanup once older than the configured age', async () => {
    const part = path.join(t.dataDir, 'uploads', 'videos', 'u1', `${id()}.mp4.12345.abcdef.part`);
    fs.mkdirSync(path.dirname(part), { recursive: true });
    fs.writeFileSync(part, 'half a video');
    expect(t.deps.storage).toBeInstanceOf(LocalStorage);
    await sweepOrphanUploads(t.deps, HOUR);
    expect(fs.existsSync(part)).toBe(true);
    await sweepADayLater(t);
    expect(fs.existsSync(part)).toBe(false);
  });
});
