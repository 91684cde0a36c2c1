import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post, PostDetail, PostStream } from '../../src/contract';
import { binaryPath } from '../../src/server/lib/binaries';
import { playlistSegments } from '../../src/server/services/transcode/ladder';
import {
  postWithVideo,
  transcodeFixture,
  waitForStream as streamOfPostBecomes,
  type TranscodeFixture,
} from '../support/transcode-helpers';
import { json } from './content-helpers';

/**
 * Transcoding in the background with real ffmpeg and the real job queue (pg-boss on this
 * test's database): a 10 s 1280×720 clip becomes an HLS ladder. Retries, failures and
 * deletions: transcode-retries.test.ts.
 */
let f: TranscodeFixture;
let t: TranscodeFixture['t'];

const ffprobe = (args: string[]) => execFileSync(binaryPath('ffprobe'), ['-v', 'error', ...args], { encoding: 'utf8' });
const stored = (key: string) => f.stored(key);

beforeAll(async () => {
  f = await transcodeFixture();
  t = f.t;
}, 120_000);

afterAll(() => f.close());

const uploadedPost = (fields: Record<string, string>) => postWithVideo(t, f.alice, f.clip, fields);
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
    expect((await f.transcodes.history(post.id)).map((job) => job.state)).toEqual(['created']);
  });

  it('goes processing (with progress) then ready with a 360p and a 720p rendition', async () => {
    await f.transcodes.startWorker(t.deps);
    const ready = await waitForStream(post.id, (stream) => stream.status === 'ready', seen);
    const statuses = seen.map((stream) => stream.status).filter((s, i, all) => s !== all[i - 1]);
    expect(statuses).toEqual(['queued', 'processing', 'ready']);
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
