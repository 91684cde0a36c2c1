import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FailedTranscodeList, PostDetail, PostStream } from '../../src/contract';
import { postStreams } from '../../src/server/db/schema';
import {
  ffmpegOf,
  jobsWhenOver,
  postWithVideo,
  transcodeFixture,
  waitForStream as streamOfPostBecomes,
  type TranscodeFixture,
} from '../support/transcode-helpers';
import { failTranscodeForTest } from '../support/transcodes';
import { json } from './content-helpers';

/**
 * A transcode that does not simply succeed, with real ffmpeg and the real job queue: a killed
 * ffmpeg is retried; a transcode out of retries is listed to admins and retried by them; one
 * abandoned with its server is shown failed; a deleted post takes its ladder with it.
 */
let f: TranscodeFixture;
let t: TranscodeFixture['t'];
let transcodes: TranscodeFixture['transcodes'];
let alice: TranscodeFixture['alice'];
let bob: TranscodeFixture['bob'];
let admin: TranscodeFixture['admin'];
let clip: Buffer;
let shortClip: Buffer;
const stored = (key: string) => f.stored(key);

beforeAll(async () => {
  f = await transcodeFixture();
  ({ t, transcodes, alice, bob, admin, clip, shortClip } = f);
  await transcodes.startWorker(t.deps);
}, 120_000);

afterAll(() => f.close());

const uploadedPost = (fields: Record<string, string>, video = clip) => postWithVideo(t, alice, video, fields);

const waitForStream = (id: number, done: (stream: PostStream) => boolean, seen: PostStream[] = []) =>
  streamOfPostBecomes(t, id, done, seen);

// A test waits for ffmpeg up to waitForStream's 180 s (a loaded 2-core machine is slow): the
// project's 30 s test timeout would cut that wait short.
vi.setConfig({ testTimeout: 200_000 });

describe('a transcode killed mid-way', () => {
  it('is retried after its ffmpeg is killed and finishes once (a paid post gets its preview too)', async () => {
    const post = await uploadedPost({ title: 'Killed', price: '9.99' });
    await waitForStream(
      post.id,
      (stream) => stream.status === 'processing' && stream.progress > 0 && ffmpegOf(post.id).length > 0,
    );
    const [pid] = ffmpegOf(post.id);
    process.kill(pid!, 'SIGKILL');
    const ready = await waitForStream(post.id, (stream) => stream.status === 'ready');
    expect(ready.renditions.map((r) => r.height)).toEqual([360, 720]);
    expect(await jobsWhenOver(transcodes, post.id)).toEqual([['completed', 1]]);
    expect(fs.readdirSync(stored('previews')).length).toBeGreaterThan(0);
    // The paid ladder is not served to a visitor (the signed serving is the player's part).
    expect((await t.call('GET', `/api/media/hls/${post.id}/master.m3u8`)).status).toBe(403);
  });
});

describe('a transcode out of retries', () => {
  it('is listed to admins only, and retried by the button’s route', async () => {
    const post = await uploadedPost({ title: 'Broken' }, shortClip);
    // The stored video is damaged after the post was made: every attempt fails.
    const key = post.fileUrl!.replace('/api/media/', '');
    fs.writeFileSync(stored(key), Buffer.from('not a video any more'));
    const failed = await waitForStream(post.id, (stream) => stream.status === 'failed');
    expect(failed).toEqual({ status: 'failed', progress: 0, hlsUrl: null, renditions: [] });

    expect((await t.call('GET', '/api/admin/transcodes/failed')).status).toBe(401);
    expect((await t.call('GET', '/api/admin/transcodes/failed', { token: bob.token })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/transcodes/failed', { token: alice.token })).status).toBe(403);
    const list = await json<FailedTranscodeList>(
      await t.call('GET', '/api/admin/transcodes/failed', { token: admin.token }),
    );
    const item = list.items.find((entry) => entry.postId === post.id)!;
    expect(item).toMatchObject({
      postId: post.id,
      postTitle: 'Broken',
      attempts: 3,
      reason: 'unreadable',
      canRetry: true,
    });
    expect(item.error).toMatch(/^The file could not be read as a video/);

    const retryPath = `/api/admin/transcodes/${item.id}/retry`;
    expect((await t.call('POST', retryPath)).status).toBe(401);
    expect((await t.call('POST', retryPath, { token: bob.token })).status).toBe(403);
    fs.writeFileSync(stored(key), shortClip);
    const retried = await t.call('POST', retryPath, { token: admin.token });
    expect(retried.status).toBe(200);
    expect(await json(retried)).toEqual({ postId: post.id });
    expect((await t.call('POST', retryPath, { token: admin.token })).status).toBe(404);
    const ready = await waitForStream(post.id, (stream) => stream.status === 'ready');
    expect(ready.renditions.length).toBe(2);
    const after = await json<FailedTranscodeList>(
      await t.call('GET', '/api/admin/transcodes/failed', { token: admin.token }),
    );
    expect(after.items.some((entry) => entry.postId === post.id)).toBe(false);
  });
});

describe('a transcode whose last attempt died with its server', () => {
  it('is shown failed, not processing for ever, once the queue has given it up', async () => {
    const post = await uploadedPost({ title: 'Abandoned' }, shortClip);
    await waitForStream(post.id, (stream) => stream.status === 'ready');
    // What a kill -9 during the last attempt leaves: the stream says processing, and the queue
    // moves the job out of retries without any handler running.
    await t.deps.db
      .update(postStreams)
      .set({ status: 'processing', progress: 40 })
      .where(eq(postStreams.postId, post.id));
    await failTranscodeForTest(transcodes, post.id);
    const list = await json<FailedTranscodeList>(
      await t.call('GET', '/api/admin/transcodes/failed', { token: admin.token }),
    );
    expect(list.items.some((entry) => entry.postId === post.id)).toBe(true);
    const detail = await json<PostDetail>(await t.call('GET', `/api/posts/${post.id}`));
    expect(detail.stream).toMatchObject({ status: 'failed', progress: 0 });
    expect(await transcodes.reconcile(t.deps)).toBe(0);
  });
});

describe('a deleted post', () => {
  it('takes its HLS ladder with it', async () => {
    const post = await uploadedPost({ title: 'Gone soon' }, shortClip);
    await waitForStream(post.id, (stream) => stream.status === 'ready');
    expect(fs.existsSync(stored(`hls/${post.id}/master.m3u8`))).toBe(true);
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: alice.token })).status).toBe(204);
    expect(
      fs.readdirSync(stored(`hls/${post.id}`), { recursive: true }).filter((name) => String(name).includes('.')),
    ).toEqual([]);
  });
});
