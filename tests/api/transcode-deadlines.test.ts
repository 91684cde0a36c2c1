import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedTranscodeList, Post } from '../../src/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows';
import { probeSource } from '../../src/server/services/media-tools/probe';
import { Jobs } from '../../src/server/services/jobs';
import { TRANSCODE_QUEUE, Transcodes, transcodePolicy } from '../../src/server/services/transcode/queue';
import type { Storage } from '../../src/server/services/storage/types';
import { createTestApp, type TestApp } from '../support/test-app';
import { ffmpegOf, jobsWhenOver, makeClip, postWithVideo, uploaded, waitForStream } from '../support/transcode-helpers';
import { openTestTranscodes } from '../support/transcodes';
import { actor, json, sendForm, type Actor } from './content-helpers';

/**
 * Transcoding is not held hostage (issue 27 §3): a video past VIDEO_MAX_DURATION_SECONDS is
 * refused at its post and never transcoded; a transcode far past its deadline (a multiple of
 * the video's duration plus a floor) has its real ffmpeg killed and is failed at once with a
 * reason; a stuck transcode does not keep another member's video waiting.
 */
let work: string;
let clip: Buffer;
let shortClip: Buffer;
let longClip: Buffer;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-deadline-test-'));
  clip = makeClip(path.join(work, 'clip.mp4'), { seconds: 10, size: '1280x720' });
  // The same two renditions at a fifth of the work, where a video only has to go through.
  shortClip = makeClip(path.join(work, 'short.mp4'), { seconds: 2, size: '1280x720' });
  // Over the 60 s limit these tests set, small enough to make in a moment.
  longClip = makeClip(path.join(work, 'long.mp4'), { seconds: 70, size: '160x90', rate: 5 });
}, 120_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const stored = (t: TestApp, key: string) => path.join(t.dataDir, 'uploads', key);
const keyOf = (post: Post) => post.fileUrl!.replace('/api/media/', '');

describe('a video longer than VIDEO_MAX_DURATION_SECONDS, and a transcode past its deadline', () => {
  let t: TestApp;
  let transcodes: Transcodes;
  let alice: Actor;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ VIDEO_MAX_DURATION_SECONDS: '60' });
    alice = await actor(t);
    admin = await actor(t, 'ROLE_ADMIN');
    transcodes = await openTestTranscodes(t);
    t.deps.transcodes = transcodes;
  });
  afterAll(() => t.close());

  it('refuses the long video at its post with 422, says the limit in both languages, and removes it', async () => {
    const key = await uploaded(t, alice, longClip);
    const res = await sendForm(t, 'POST', '/api/posts', { title: 'Seventy seconds', videoKey: key }, alice.token);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      message: 'Error 422: Unprocessable entity',
      errors: { videoKey: ['Videos are limited to 60 seconds'] },
    });
    expect(fs.existsSync(stored(t, key))).toBe(false);
  });

  it('kills a real ffmpeg past the deadline and fails the transcode once, with a reason, and never transcodes a long video', async () => {
    const slow = await postWithVideo(t, alice, clip, { title: 'Past its deadline' });
    // A long video that reached the queue anyway (made before the limit): its file replaced after the post.
    const long = await postWithVideo(t, alice, clip, { title: 'Too long for the queue' });
    fs.writeFileSync(stored(t, keyOf(long)), longClip);
    // A deadline of 0.01 × 10 s + 1 s: the 720p ladder takes longer than that here.
    await transcodes.startWorker(t.deps, {
      limits: { maxDurationSeconds: 60, deadlineFactor: 0.01, deadlineFloorSeconds: 1 },
      concurrency: 1,
    });

    await waitForStream(t, slow.id, (stream) => stream.status === 'failed');
    await waitForStream(t, long.id, (stream) => stream.status === 'failed');
    expect(ffmpegOf(slow.id)).toEqual([]);
    expect(fs.existsSync(stored(t, `hls/${slow.id}/master.m3u8`))).toBe(false);
    expect(fs.existsSync(stored(t, `hls/${long.id}`))).toBe(false);
    // One attempt each, no retries: the queue moved on at once.
    for (const post of [slow, long]) expect(await jobsWhenOver(transcodes, post.id)).toEqual([['completed', 0]]);

    const list = await json<FailedTranscodeList>(
      await t.call('GET', '/api/admin/transcodes/failed', { token: admin.token }),
    );
    // The reason in words to act on; the figures (1 s, 70 s) go to the log.
    const failureOf = (post: Post) => list.items.find((item) => item.postId === post.id);
    expect(failureOf(slow)).toMatchObject({
      reason: 'deadline',
      error: expect.stringMatching(/^The transcode took far longer/),
    });
    expect(failureOf(long)).toMatchObject({
      reason: 'too_long',
      error: expect.stringMatching(/^The video is longer than the site takes/),
    });
  }, 120_000);
});

describe("the queue's own expiry, heartbeat and retry delay", () => {
  it('follow the settings in use, on a queue made by an earlier version too', async () => {
    const t = await createTestApp();
    try {
      // Made with a 10-minute expiry, a 10 s heartbeat and a 1 s retry delay (FAST_RETRIES).
      await openTestTranscodes(t);
      const limits = { maxDurationSeconds: 3600, deadlineFactor: 4, deadlineFloorSeconds: 600 };
      const retry = { TRANSCODE_HEARTBEAT_SECONDS: 45, TRANSCODE_RETRY_DELAY_SECONDS: 20 };
      const jobs = await Jobs.open(t.deps.database, t.deps.logger);
      await Transcodes.open(jobs, transcodePolicy(limits, retry));
      await jobs.stop(1000);
      const rows = rowsOf<{ expire_seconds: number; heartbeat_seconds: number; retry_delay: number }>(
        await t.deps.db.execute(
          sql`select expire_seconds, heartbeat_seconds, retry_delay from pgboss.queue where name = ${TRANSCODE_QUEUE}`,
        ),
      );
      expect(rows).toEqual([{ expire_seconds: 4 * 3600 + 600 + 300, heartbeat_seconds: 45, retry_delay: 20 }]);
    } finally {
      await t.close();
    }
  });
});

describe("a stuck transcode and another member's video", () => {
  let t: TestApp;
  let transcodes: Transcodes;
  let silent: net.Server;
  let silentInput: string;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    t = await createTestApp();
    transcodes = await openTestTranscodes(t);
    t.deps.transcodes = transcodes;
    // Takes connections and never sends a byte: ffmpeg reading from it waits for ever.
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentInput = `tcp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('transcodes the other video while the stuck one waits for its deadline', async () => {
    const [alice, bob] = [await actor(t), await actor(t)];
    // The stuck one is only probed (its ffmpeg never gets a byte); the other one goes through its ladder.
    const stuck = await postWithVideo(t, alice, shortClip, { title: 'Stuck' });
    const other = await postWithVideo(t, bob, shortClip, { title: 'Not held hostage' });
    // The stuck post's ffmpeg reads a source that never sends: it waits for ever (its probe reads the real file).
    const storage = t.deps.storage;
    let probed = false;
    const stalling: Storage = Object.create(storage, {
      toolInput: {
        value: async (key: string) => {
          if (key !== keyOf(stuck) || !probed) {
            probed ||= key === keyOf(stuck);
            return storage.toolInput(key);
          }
          return silentInput;
        },
      },
    });
    await transcodes.startWorker({ ...t.deps, storage: stalling }, { concurrency: 2 });

    await waitForStream(t, stuck.id, (stream) => stream.status === 'processing' && ffmpegOf(stuck.id).length > 0);
    const ready = await waitForStream(t, other.id, (stream) => stream.status === 'ready');
    expect(ready.renditions.map((rendition) => rendition.height)).toEqual([360, 720]);
    expect((await waitForStream(t, stuck.id, () => true)).status).toBe('processing');
    expect(ffmpegOf(stuck.id)).toHaveLength(1);
  }, 180_000);

  it('does not let a stalling source hold the probe before the deadline starts', async () => {
    expect(await probeSource(silentInput, 300)).toBeNull();
  });
});
