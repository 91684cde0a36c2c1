import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/contract';
import { TUS_CHUNK_BYTES } from '../../src/contract/limits';
import type { Storage } from '../../src/server/services/storage/types';
import { sweepOrphanUploads } from '../../src/server/services/uploads/orphan-sweeper';
import { TUS_FOLDER } from '../../src/server/services/uploads/tus-store';
import { videoKeyOfTusUpload } from '../../src/server/services/uploads/video-keys';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, demoVideo, json, sendForm, type Actor } from './content-helpers';
import { createUpload as create, patchUpload as patch, tusCall } from './tus-helpers';

const MAX = 32 * 1024 * 1024;

/** The demo clip padded to 12 MB (ffprobe reads past the padding): more than one tus chunk. */
const paddedVideo = () => Buffer.concat([demoVideo(), Buffer.alloc(12 * 1024 * 1024)]);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readStored(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A body that sends `bytes` and then fails, as a connection lost mid-request; `lost` once it has. */
function cutOff(bytes: Buffer) {
  let lost!: () => void;
  const done = new Promise<void>((resolve) => (lost = resolve));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
    },
    pull(controller) {
      controller.error(new Error('connection lost'));
      lost();
    },
  });
  return { body, lost: done };
}

/** Sends the first chunk, loses the connection a bit further, resumes from HEAD's offset. */
async function interruptedUpload(t: TestApp, user: Actor, video: Buffer) {
  const { url, id } = await create(t, user, video.length);
  const half = TUS_CHUNK_BYTES;
  expect((await patch(t, user, url, 0, video.subarray(0, half))).headers.get('Upload-Offset')).toBe(String(half));
  const cut = cutOff(video.subarray(half, half + 10_000));
  // Like a client, the next request does not wait for the broken one: tus takes its lock back.
  const broken = patch(t, user, url, half, cut.body).catch(() => null);
  await cut.lost;

  const head = await tusCall(t, 'HEAD', url, user.token);
  expect(head.status).toBe(200);
  expect(head.headers.get('Upload-Length')).toBe(String(video.length));
  const offset = Number(head.headers.get('Upload-Offset'));
  // The broken request's bytes may or may not have been kept (on S3 a part below 5 MB is held back).
  expect(offset).toBeLessThan(video.length);
  const lost = await broken;
  expect(lost === null || lost.status >= 400 || lost.headers.get('Upload-Offset') !== String(video.length)).toBe(true);

  const rest = await patch(t, user, url, offset, video.subarray(offset));
  expect(rest.status).toBe(204);
  expect(rest.headers.get('Upload-Offset')).toBe(String(video.length));
  return id;
}

describe.each(['local disk', 'S3'] as const)('tus uploads on %s', (kind) => {
  let t: TestApp;
  let s3: S3Server | null = null;
  let alice: Actor;
  let bob: Actor;

  beforeAll(async () => {
    t = await createTestApp({ VIDEO_MAX_BYTES: String(MAX) });
    if (kind === 'S3') {
      s3 = await startS3Server('hdx-tus', 'hdx-tus-s3rver-');
      t.deps.storage = s3.storage;
    }
    alice = await actor(t);
    bob = await actor(t);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  it('resumes an interrupted upload into a byte-identical video that a post takes by its id', async () => {
    const video = paddedVideo();
    const id = await interruptedUpload(t, alice, video);
    const key = videoKeyOfTusUpload(id)!;
    expect(sha256(await readStored(t.deps.storage, key))).toBe(sha256(video));

    const created = await sendForm(t, 'POST', '/api/posts', { title: 'Resumed upload', videoKey: id }, alice.token);
    expect(created.status).toBe(201);
    const post = await json<Post>(created);
    expect(post.fileUrl).toBe(`/api/media/${key}`);
    expect(post.durationSeconds).toBe(6);
    const again = await sendForm(t, 'POST', '/api/posts', { title: 'Twice', videoKey: id }, alice.token);
    expect(again.status).toBe(422);
  });

  it('lets only the uploader read, resume or terminate an upload', async () => {
    const { url, id } = await create(t, alice, 1000);
    for (const method of ['HEAD', 'DELETE']) expect((await tusCall(t, method, url, bob.token)).status).toBe(403);
    expect((await patch(t, bob, url, 0, Buffer.alloc(10))).status).toBe(403);
    expect((await tusCall(t, 'HEAD', url, null)).status).toBe(401);
    expect((await tusCall(t, 'HEAD', url, alice.token)).headers.get('Upload-Offset')).toBe('0');
    // Another user's finished upload is no video key of theirs either.
    const res = await sendForm(t, 'POST', '/api/posts', { title: 'Not mine', videoKey: id }, bob.token);
    expect(res.status).toBe(422);
  });

  it('refuses an upload over VIDEO_MAX_BYTES with 413 and a clear message', async () => {
    const res = await tusCall(t, 'POST', '/api/uploads', alice.token, { 'Upload-Length': String(MAX + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      message: 'Error 413: Payload too large',
      errors: { file: [`Videos are limited to ${MAX} bytes`] },
    });
  });

  it('terminates an upload: its bytes are gone and it can no longer be resumed', async () => {
    const { url } = await create(t, alice, 1000);
    expect((await patch(t, alice, url, 0, Buffer.alloc(400))).status).toBe(204);
    expect((await tusCall(t, 'DELETE', url, alice.token)).status).toBe(204);
    expect((await tusCall(t, 'HEAD', url, alice.token)).status).toBe(404);
    const res = await patch(t, alice, url, 400, Buffer.alloc(600));
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect((await res.json()) as { message: string }).toHaveProperty('message');
  });

  it('removes a finished file that is not a video and says why', async () => {
    const bytes = Buffer.from('this is not a video at all');
    const { url, id } = await create(t, alice, bytes.length);
    const res = await patch(t, alice, url, 0, bytes);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      message: 'Error 422: Unprocessable entity',
      errors: { file: ['The file is not a video ffmpeg can read: choose an MP4, MOV, WebM, MKV or M4V video'] },
    });
    expect(await t.deps.storage.stat(videoKeyOfTusUpload(id)!)).toBeNull();
  });
});

describe('tus ids and presigned keys', () => {
  let t: TestApp;
  let alice: Actor;
  beforeAll(async () => {
    t = await createTestApp({ VIDEO_MAX_BYTES: String(MAX) });
    alice = await actor(t);
  });
  afterAll(() => t.close());

  it('never mistakes one for the other', async () => {
    const presigned = await json<{ key: string }>(
      await t.call('GET', '/api/generate-presigned-url', { token: alice.token }),
    );
    // A presigned key is no tus upload, and a tus id is no signed PUT address.
    expect((await tusCall(t, 'HEAD', `/api/uploads/${presigned.key}`, alice.token)).status).toBe(404);
    const { url } = await create(t, alice, 10);
    const put = await t.app.request(`${url}?sig=x`, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4' },
      body: 'x',
    });
    expect(put.status).toBe(404);
    expect((await tusCall(t, 'GET', url, alice.token)).status).toBe(405);
  });

  it('sweeps uploads left unfinished with the orphans', async () => {
    const { id } = await create(t, alice, 1000);
    await patch(t, alice, `/api/uploads/${id}`, 0, Buffer.alloc(100));
    const file = path.join(t.dataDir, TUS_FOLDER, id);
    expect(fs.existsSync(file)).toBe(true);
    expect(await sweepOrphanUploads(t.deps, 60 * 60 * 1000)).not.toContain(`${TUS_FOLDER}/${id}`);
    const removed = await sweepOrphanUploads(t.deps, 60 * 60 * 1000, Date.now() + 2 * 60 * 60 * 1000);
    expect(removed).toContain(`${TUS_FOLDER}/${id}`);
    expect(fs.existsSync(file)).toBe(false);
    expect((await tusCall(t, 'HEAD', `/api/uploads/${id}`, alice.token)).status).toBe(404);
  });
});
