import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FailedTranscodeList, Post, PostDetail, PostStream } from '../../src/contract';
import { eq } from 'drizzle-orm';
import { postStreams } from '../../src/server/db/schema';
import { binaryPath } from '../../src/server/lib/binaries';
import { playlistSegments } from '../../src/server/services/transcode/ladder';
import type { Transcodes } from '../../src/server/services/transcode/queue';
import { connectSeller } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { ffmpegOf, makeClip, postWithVideo, waitForStream as streamOfPostBecomes } from '../support/transcode-helpers';
import { failTranscodeForTest, openTestTranscodes } from '../support/transcodes';
import { actor, json, type Actor } from './content-helpers';

/**
 * Transcoding in the background with real ffmpeg and the real job queue (pg-boss on this
 * test's database): a 10 s 1280×720 clip becomes an HLS ladder; a killed ffmpeg is retried;
 * a transcode out of retries is listed to admins and retried by them.
 */
let t: TestApp;
let transcodes: Transcodes;
let alice: Actor;
let bob: Actor;
let admin: Actor;
let work: string;
let clip: Buffer;
/** 2 s of 1280×720: the same two renditions at a fifth of the work, for tests that only need a ladder. */
let shortClip: Buffer;

const ffprobe = (args: string[]) => execFileSync(binaryPath('ffprobe'), ['-v', 'error', ...args], { encoding: 'utf8' });
const stored = (key: string) => path.join(t.dataDir, 'uploads', key);

beforeAll(async () => {
  t = await createTestApp();
  alice = await actor(t, 'ROLE_USER', { seller: true });
  await connectSeller(t.deps.db, alice.id);
  bob = await actor(t);
  admin = await actor(t, 'ROLE_ADMIN');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-transcode-test-'));
  // 10 s of 1280×720 H.264 with a tone, made here rather than stored.
  clip = makeClip(path.join(work, 'clip.mp4'), { seconds: 10, size: '1280x720' });
  shortClip = makeClip(path.join(work, 'short.mp4'), { seconds: 2, size: '1280x720' });
  transcodes = await openTestTranscodes(t);
  t.deps.transcodes = transcodes;
}, 120_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const uploadedPost = (fields: Record<string, string>, video = clip) => postWithVideo(t, alice, video, fields);

const waitForStream = (id: number, done: (stream: PostStream) => boolean, seen: PostStream[] = []) =>
  streamOfPostBecomes(t, id, done, seen);

// A test waits for ffmpeg up to waitForStream's 180 s (a loaded 2-core machine is slow): the
// project's 30 s test timeout would cut that wait short.
vi.setConfig({ testTimeout: 200_000 });

describe('a 10 s 1280×720 video', () => {
  let post: Post;
  const seen: PostStream[] = [];

  it('is queued with its post: the stream says so and the progressive MP4 plays meanwhile', async () => {
    post = await uploadedPost({ title: 'Ladder' });
    const detail = await json<PostDetail>(await t.call('GET', `/api/posts/${post.id}`));
    expect(detail.stream).toEqual({ status: 'queued', progress: 0, hlsUrl: null, renditions: [] });
    expect(detail.fileUrl).toBe(post.fileUrl);
    seen.push(detail.stream!);
    expect((await transcodes.history(post.id)).map((job) => job.state)).toEqual(['created']);
  });

  it('goes processing (with progress) then ready with a 360p and a 720p rendition', async () => {
    await transcodes.startWorker(t.deps);
    const ready = await waitForStream(post.id, (stream) => stream.status === 'ready', seen);
    expect(seen.map((stream) => stream.status).filter((s, i, all) => s !== all[i - 1])).toEqual([
      'queued',
      'processing',
      'ready',
    ]);
    const progress = seen.filter((stream) => stream.status === 'processing').map((stream) => stream.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(ready.progress).toBe(100);
    expect(ready.hlsUrl).toBe(`/api/media/hls/${post.id}/master.m3u8`);
    expect(ready.renditions.map((r) => r.height)).toEqual([360, 720]);
    for (const rendition of ready.renditions) expect(rendition.bandwidth).toBeGreaterThan(50_000);
    expect(ready.renditions[1]!.bandwidth).toBeGreaterThan(ready.renditions[0]!.bandwidth);
  });

  it('is an HLS ladder in the storage: relative children, 4–6 s segments, read by ffprobe', async () => {
    const master = fs.readFileSync(stored(`hls/${post.id}/master.m3u8`), 'utf8');
    expect(master.startsWith('#EXTM3U\n')).toBe(true);
    expect(master.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '360p/index.m3u8',
      '720p/index.m3u8',
    ]);
    expect(master).toMatch(/RESOLUTION=640x360,CODECS="avc1\.4d401e,mp4a\.40\.2"/);
    expect(master).toMatch(/RESOLUTION=1280x720,CODECS="avc1\.4d401f,mp4a\.40\.2"/);
    for (const height of [360, 720]) {
      const playlist = fs.readFileSync(stored(`hls/${post.id}/${height}p/index.m3u8`), 'utf8');
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const segments = playlistSegments(playlist);
      expect(playlist).toContain('#EXT-X-MAP:URI="init.mp4"');
      expect(segments.map((s) => s.uri)).toEqual(['seg-00001.m4s', 'seg-00002.m4s', 'seg-00003.m4s']);
      for (const segment of segments.slice(0, -1)) {
        expect(segment.duration).toBeGreaterThanOrEqual(3.9);
        expect(segment.duration).toBeLessThanOrEqual(6);
      }
      expect(segments.reduce((sum, s) => sum + s.duration, 0)).toBeCloseTo(10, 0);
      const probed = ffprobe([
        ...['-show_entries', 'stream=codec_name,width,height', '-of', 'json'],
        stored(`hls/${post.id}/${height}p/index.m3u8`),
      ]);
      const streams = (JSON.parse(probed) as { streams: { codec_name: string; height?: number }[] }).streams;
      expect(streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      expect(streams.find((s) => s.codec_name === 'h264')!.height).toBe(height);
    }
    const whole = ffprobe(['-show_entries', 'format=duration', '-of', 'csv=p=0', stored(`hls/${post.id}/master.m3u8`)]);
    expect(Number(whole)).toBeCloseTo(10, 0);
  });

  it('has a poster and a storyboard sprite with its WebVTT thumbnail track', async () => {
    const size = (key: string) =>
      ffprobe(['-show_entries', 'stream=width,height', '-of', 'csv=p=0', stored(key)]).trim();
    expect(size(`hls/${post.id}/poster.jpg`)).toBe('1280,720');
    // One 160×90 thumbnail every 2 s of the 10 s: five tiles in one row.
    expect(size(`hls/${post.id}/storyboard.jpg`)).toBe('800,90');
    const vtt = fs.readFileSync(stored(`hls/${post.id}/storyboard.vtt`), 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('00:00:00.000 --> 00:00:02.000\nstoryboard.jpg#xywh=0,0,160,90');
    expect(vtt).toContain('00:00:08.000 --> 00:00:10.000\nstoryboard.jpg#xywh=640,0,160,90');
  });

  it('is served for a free post at the stream address', async () => {
    const res = await t.call('GET', `/api/media/hls/${post.id}/master.m3u8`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('720p/index.m3u8');
    const segment = await t.call('GET', `/api/media/hls/${post.id}/720p/seg-00001.m4s`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/iso.segment');
    expect((await t.call('GET', `/api/media/hls/${post.id}/720p/init.mp4`)).status).toBe(200);
  });
});

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
    const jobs = await transcodes.history(post.id);
    expect(jobs.map((job) => [job.state, job.retryCount])).toEqual([['completed', 1]]);
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
