import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/contract';
import type { S3Storage } from '../../src/server/services/storage/s3-storage';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, demoVideo, file, json, pngBytes, sendForm, type Actor } from './content-helpers';

const BUCKET = 'hdx-test';
let s3: S3Server;
let storage: S3Storage;
let t: TestApp;
let alice: Actor;
let admin: Actor;

beforeAll(async () => {
  s3 = await startS3Server(BUCKET, 'hdx-s3rver-');
  storage = s3.storage;
  t = await createTestApp();
  t.deps.storage = storage;
  alice = await actor(t);
  admin = await actor(t, 'ROLE_ADMIN');
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

describe('S3Storage against s3rver', () => {
  it('puts, stats, reads a byte range and deletes', async () => {
    const key = 'images/tests/abcdefgh12345678.webp';
    const body = Buffer.from('0123456789abcdefghij');
    await storage.put(key, body, 'image/webp');
    const object = await storage.stat(key);
    expect(object).toMatchObject({ key, size: 20, contentType: 'image/webp' });
    expect(object!.etag).toMatch(/^".+"$/);
    expect((await readAll(await storage.read(key, { start: 5, end: 9 }))).toString()).toBe('56789');
    expect((await readAll(await storage.read(key))).equals(body)).toBe(true);
    expect(storage.publicUrl(key)).toBe(`/api/media/${key}`);
    const signed = await storage.toolInput(key);
    expect((await fetch(signed)).status).toBe(200);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.stat('../escape')).toBeNull();
    await expect(storage.put('../escape', body, 'image/webp')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('the API on S3 storage', () => {
  it('hands out a presigned S3 PUT; the upload then becomes a post whose video is served with Range', async () => {
    const upload = await json<{ url: string; key: string }>(
      await t.call('GET', '/api/generate-presigned-url', { token: alice.token }),
    );
    expect(upload.url).toContain(`/${BUCKET}/${upload.key}?`);
    expect(upload.url).toContain('X-Amz-Signature=');
    const video = demoVideo();
    // Real S3 then refuses another Content-Type (s3rver does not check presigned signatures).
    expect(new URL(upload.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(Number(new URL(upload.url).searchParams.get('X-Amz-Expires'))).toBe(900);
    const res = await fetch(upload.url, { method: 'PUT', headers: { 'Content-Type': 'video/mp4' }, body: video });
    expect(res.status).toBe(200);

    const created = await sendForm(
      t,
      'POST',
      '/api/posts',
      { title: 'Stored in S3', videoKey: upload.key },
      alice.token,
    );
    expect(created.status).toBe(201);
    const post = await json<Post>(created);
    expect(post.fileUrl).toBe(`/api/media/${upload.key}`);
    expect(post.durationSeconds).toBe(6);
    const part = await t.call('GET', post.fileUrl!, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(0, 100))).toBe(true);
    expect((await t.call('GET', post.posterUrl!)).status).toBe(200);
  });

  it('refuses an S3 upload that is not an MP4 when the post is created, deleting it', async () => {
    const upload = await json<{ url: string; key: string }>(
      await t.call('GET', '/api/generate-presigned-url', { token: alice.token }),
    );
    await fetch(upload.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4' },
      body: new Uint8Array(await pngBytes()),
    });
    const res = await sendForm(
      t,
      'POST',
      '/api/posts',
      { title: 'PNG renamed .mp4', videoKey: upload.key },
      alice.token,
    );
    expect(res.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(res)).errors.videoKey).toEqual([
      'The file is not a video ffmpeg can read: choose an MP4, MOV, WebM, MKV or M4V video',
    ]);
    expect(await storage.stat(upload.key)).toBeNull();
  });

  it('refuses an S3 upload over VIDEO_MAX_BYTES with 413 when the post is created (a presigned PUT cannot bound the size), deleting it', async () => {
    const upload = await json<{ url: string; key: string }>(
      await t.call('GET', '/api/generate-presigned-url', { token: alice.token }),
    );
    await fetch(upload.url, { method: 'PUT', headers: { 'Content-Type': 'video/mp4' }, body: demoVideo() });
    const limit = t.deps.env.VIDEO_MAX_BYTES;
    t.deps.env.VIDEO_MAX_BYTES = 1000;
    try {
      const res = await sendForm(
        t,
        'POST',
        '/api/posts',
        { title: 'Too long a video', videoKey: upload.key },
        alice.token,
      );
      expect(res.status).toBe(413);
      expect((await json<{ message: string }>(res)).message).toBe('Error 413: Payload too large');
    } finally {
      t.deps.env.VIDEO_MAX_BYTES = limit;
    }
    expect(await storage.stat(upload.key)).toBeNull();
  });

  it('stores library images in the bucket and has no local upload target (404)', async () => {
    const res = await sendForm(
      t,
      'POST',
      '/api/weapons',
      { name: 'Halberd', file: file(await pngBytes(), 'h.png', 'image/png') },
      admin.token,
    );
    expect(res.status).toBe(201);
    const { fileUrl } = await json<{ fileUrl: string }>(res);
    expect(await storage.stat(fileUrl.replace('/api/media/', ''))).toMatchObject({ contentType: 'image/webp' });
    expect((await t.call('GET', fileUrl)).status).toBe(200);
    const local = await t.app.request(`/api/uploads/videos/u${alice.id}/AAAAAAAAAAAAAAAAAAAAAA.mp4`, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4' },
      body: demoVideo(),
    });
    expect(local.status).toBe(404);
  });
});
