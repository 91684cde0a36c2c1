import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FailedTranscode, FailedTranscodeList, Post } from '../../src/contract';
import { posts } from '../../src/server/db/schema';
import { binaryPath } from '../../src/server/lib/binaries';
import type { Transcodes } from '../../src/server/services/transcode/queue';
import { createTestApp, type TestApp } from '../support/test-app';
import { jobsWhenOver, makeClip, postWithVideo, waitForStream } from '../support/transcode-helpers';
import { openTestTranscodes } from '../support/transcodes';
import { actor, json, type Actor } from './content-helpers';

/**
 * Transcodes that used to fail or lie: a clip under a second, an upload cut short whose header
 * still announces the whole video, a video whose file is gone, a failed job whose post was
 * deleted. Each failure has a reason a person can act on; the post keeps its real duration.
 */
let t: TestApp;
let transcodes: Transcodes;
let alice: Actor;
let admin: Actor;
let work: string;

const keyOf = (post: Post) => post.fileUrl!.replace('/api/media/', '');
const stored = (key: string) => path.join(t.dataDir, 'uploads', key);
const durationOf = async (post: Post) =>
  (await t.deps.db.select({ d: posts.durationSeconds }).from(posts).where(eq(posts.id, post.id)))[0]!.d;
const failedOf = async (post: Post): Promise<FailedTranscode | undefined> =>
  (
    await json<FailedTranscodeList>(await t.call('GET', '/api/admin/transcodes/failed', { token: admin.token }))
  ).items.find((item) => item.postId === post.id);

// Each test waits for a real transcode (waitForStream gives up after 180 s): the project's 30 s
// test timeout cut one short on a loaded machine.
vi.setConfig({ testTimeout: 200_000 });

beforeAll(async () => {
  t = await createTestApp();
  alice = await actor(t);
  admin = await actor(t, 'ROLE_ADMIN');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-transcode-failures-'));
  transcodes = await openTestTranscodes(t);
  t.deps.transcodes = transcodes;
  await transcodes.startWorker(t.deps, { concurrency: 1 });
}, 120_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a clip under one second', () => {
  it('becomes a stream with its poster and a one-tile storyboard', async () => {
    const post = await postWithVideo(
      t,
      alice,
      makeClip(path.join(work, 'short.mp4'), { seconds: 0.6, size: '320x180' }),
      {
        title: 'A short cut',
      },
    );
    const ready = await waitForStream(t, post.id, (stream) => ['ready', 'failed'].includes(stream.status));
    expect(ready.status).toBe('ready');
    expect(ready.renditions.map((r) => r.height)).toEqual([180]);
    expect(fs.existsSync(stored(`hls/${post.id}/poster.jpg`))).toBe(true);
    expect(fs.readFileSync(stored(`hls/${post.id}/storyboard.vtt`), 'utf8')).toContain('00:00:00.000 --> 00:00:00.6');
    expect(fs.statSync(stored(`hls/${post.id}/storyboard.jpg`)).size).toBeGreaterThan(0);
    expect(await durationOf(post)).toBe(1);
  });
});

describe('a video whose container says more than its stream holds', () => {
  it('keeps the real duration: 10 s of picture under 11.5 s of sound', async () => {
    const file = path.join(work, 'long-sound.mp4');
    execFileSync(binaryPath('ffmpeg'), [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=10'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=11.5', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', '-y', file],
    ]);
    const post = await postWithVideo(t, alice, fs.readFileSync(file), { title: 'Sound runs on' });
    expect(await durationOf(post)).toBe(12);
    expect(
      (await waitForStream(t, post.id, (stream) => stream.status !== 'queued' && stream.status !== 'processing'))
        .status,
    ).toBe('ready');
    expect(await durationOf(post)).toBe(10);
  });
});

describe('an upload cut short (its header announces 10 s, 4 s of it arrived)', () => {
  it('fails at once as incomplete, not ready with a false duration', async () => {
    const whole = makeClip(path.join(work, 'whole.mp4'), { seconds: 10, size: '320x180' });
    const post = await postWithVideo(t, alice, whole, { title: 'Cut short' });
    fs.writeFileSync(stored(keyOf(post)), whole.subarray(0, Math.round(whole.length * 0.4)));
    const failed = await waitForStream(t, post.id, (stream) => stream.status === 'ready' || stream.status === 'failed');
    expect(failed.status).toBe('failed');
    expect(await jobsWhenOver(transcodes, post.id)).toEqual([['completed', 0]]);
    expect(await failedOf(post)).toMatchObject({
      reason: 'source_truncated',
      error: expect.stringMatching(/^The uploaded file is incomplete/),
      canRetry: true,
    });
    expect(fs.existsSync(stored(`hls/${post.id}/master.m3u8`))).toBe(false);
  });
});

describe('a failed transcode', () => {
  it('says why in words, never the raw error (a file gone from the storage)', async () => {
    const post = await postWithVideo(t, alice, makeClip(path.join(work, 'gone.mp4'), { seconds: 1, size: '320x180' }), {
      title: 'Its file went',
    });
    fs.rmSync(stored(keyOf(post)));
    await waitForStream(t, post.id, (stream) => stream.status === 'failed');
    const item = await failedOf(post);
    expect(item).toMatchObject({ reason: 'source_missing', canRetry: true, postTitle: 'Its file went' });
    expect(item!.error).toBe('The uploaded file is no longer in the storage. Upload the video again.');
    expect(item!.error).not.toMatch(/ENOENT|Invalid storage key|videos\//);
  });

  it('of a deleted post offers no retry, and the retry route refuses it (409)', async () => {
    const post = await postWithVideo(
      t,
      alice,
      makeClip(path.join(work, 'deleted.mp4'), { seconds: 1, size: '320x180' }),
      {
        title: 'Deleted after',
      },
    );
    fs.rmSync(stored(keyOf(post)));
    await waitForStream(t, post.id, (stream) => stream.status === 'failed');
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: alice.token })).status).toBe(204);
    const item = (await failedOf(post))!;
    expect(item).toMatchObject({ postTitle: null, reason: 'post_deleted', canRetry: false });
    const refused = await t.call('POST', `/api/admin/transcodes/${item.id}/retry`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      message: 'The post of this transcode was deleted: there is nothing to retry',
    });
    // Nothing changed: still listed, no job queued.
    expect((await failedOf(post))?.id).toBe(item.id);
    expect((await transcodes.history(post.id)).filter((job) => job.state === 'created')).toEqual([]);
  });
});
