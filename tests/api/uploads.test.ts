import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, VideoUpload as Upload } from '../../src/contract';
import { signUploadQuery } from '../../src/server/services/uploads/signed-url';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, demoVideo, json, pngBytes, sendForm, type Actor } from './content-helpers';

let t: TestApp;
let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  t = await createTestApp({ VIDEO_MAX_BYTES: String(1024 * 1024) });
  alice = await actor(t, 'ROLE_USER', { seller: true });
  bob = await actor(t);
});
afterAll(() => t.close());

const presign = async (who: Actor) =>
  json<Upload>(await t.call('GET', '/api/generate-presigned-url', { token: who.token }));
const localPath = (url: string) => url.replace(t.deps.env.PUBLIC_URL, '');
const put = (url: string, body: BodyInit | null, type = 'video/mp4', headers: Record<string, string> = {}) =>
  Promise.resolve(
    t.app.request(localPath(url), {
      method: 'PUT',
      headers: { 'Content-Type': type, ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
const stored = (key: string) => fs.existsSync(path.join(t.dataDir, 'uploads', key));

describe('GET /api/generate-presigned-url', () => {
  it('needs a bearer (401)', async () => {
    expect((await t.call('GET', '/api/generate-presigned-url')).status).toBe(401);
  });

  it('answers 200 {url, key}: a short-lived signed PUT address bound to the user, video/mp4 and the size limit', async () => {
    const res = await t.call('GET', '/api/generate-presigned-url', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const upload = await json<Upload>(res);
    expect(upload.key).toMatch(new RegExp(`^videos/u${alice.id}/[A-Za-z0-9_-]{22}\\.mp4$`));
    expect(upload.url.startsWith(`${t.deps.env.PUBLIC_URL}/api/uploads/${upload.key}?`)).toBe(true);
    const query = new URL(upload.url).searchParams;
    expect(query.get('type')).toBe('video/mp4');
    expect(query.get('max')).toBe(String(1024 * 1024));
    expect(query.get('user')).toBe(String(alice.id));
    expect(Number(query.get('expires')) * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(upload).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'video/mp4' }, maxBytes: 1024 * 1024 });
  });
});

describe('the upload round trip on local storage', () => {
  it('stores the PUT video (201), once; a post then uses it with duration and poster; media is served with Range', async () => {
    const upload = await presign(alice);
    const video = demoVideo();
    const res = await put(upload.url, video);
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ key: upload.key, size: video.length });
    expect((await put(upload.url, video)).status).toBe(409);

    const created = await sendForm(
      t,
      'POST',
      '/api/posts',
      { title: 'My first video', videoKey: upload.key },
      alice.token,
    );
    expect(created.status).toBe(201);
    const post = await json<Post>(created);
    expect(post.fileUrl).toBe(`/api/media/${upload.key}`);
    // ffprobe/ffmpeg are installed on the test machines: duration and a poster frame are extracted.
    expect(post.durationSeconds).toBe(6);
    expect(post.posterUrl).toMatch(/^\/api\/media\/images\/posters\/.+\.webp$/);
    expect((await t.call('GET', post.posterUrl!)).headers.get('content-type')).toBe('image/webp');

    const whole = await t.call('GET', post.fileUrl!);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    // Its post's price may change: shared caches revalidate after a minute.
    expect(whole.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    const etag = whole.headers.get('etag')!;
    expect((await t.call('GET', post.fileUrl!, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const part = await t.call('GET', post.fileUrl!, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    expect((await t.call('GET', post.fileUrl!, { headers: { Range: `bytes=${video.length}-` } })).status).toBe(416);

    const reuse = await sendForm(
      t,
      'POST',
      '/api/posts',
      { title: 'Same video again', videoKey: upload.key },
      alice.token,
    );
    expect(reuse.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(reuse)).errors.videoKey).toEqual([
      'This upload already belongs to a post',
    ]);
  });

  it("refuses another user's upload key (422) and a key never uploaded (422)", async () => {
    const upload = await presign(alice);
    await put(upload.url, demoVideo());
    const stolen = await sendForm(t, 'POST', '/api/posts', { title: 'Not mine', videoKey: upload.key }, bob.token);
    expect(stolen.status).toBe(422);
    const never = await presign(bob);
    const missing = await sendForm(t, 'POST', '/api/posts', { title: 'Nothing there', videoKey: never.key }, bob.token);
    expect(missing.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(missing)).errors.videoKey).toEqual([
      'No video was uploaded with this key',
    ]);
  });

  it('gives a paid post no public video address', async () => {
    const upload = await presign(alice);
    await put(upload.url, demoVideo());
    const post = await json<Post>(
      await sendForm(
        t,
        'POST',
        '/api/posts',
        { title: 'Paid lesson', price: '9.90', videoKey: upload.key },
        alice.token,
      ),
    );
    expect(post.price).toBe('9.90');
    expect(post.fileUrl).toBeNull();
  });
});

describe('PUT to the signed address refuses', () => {
  it('a tampered signature, user, size or type, and an expired address (403), storing nothing', async () => {
    const upload = await presign(alice);
    const url = new URL(upload.url);
    const variants: [string, string][] = [
      ['sig', 'A'.repeat(43)],
      ['user', String(bob.id)],
      ['max', String(10 * 1024 * 1024 * 1024)],
      ['type', 'image/png'],
    ];
    for (const [name, value] of variants) {
      const forged = new URL(url);
      forged.searchParams.set(name, value);
      const res = await put(forged.toString(), demoVideo(), name === 'type' ? 'image/png' : 'video/mp4');
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ message: 'Invalid upload address' });
    }
    const past = Math.floor(Date.now() / 1000) - 60;
    const query = signUploadQuery(t.deps.secrets.urlSigningKey, {
      key: upload.key,
      userId: alice.id,
      contentType: 'video/mp4',
      maxBytes: 1024 * 1024,
      expires: past,
    });
    const expired = await put(`/api/uploads/${upload.key}?${query}`, demoVideo());
    expect(expired.status).toBe(403);
    expect(await json(expired)).toMatchObject({ message: 'This upload address has expired' });
    expect((await put(`/api/uploads/${upload.key}`, demoVideo())).status).toBe(403);
    expect(stored(upload.key)).toBe(false);
  });

  it('another Content-Type (415), a PNG renamed .mp4 (415) and text (415), storing nothing', async () => {
    const upload = await presign(alice);
    const wrongType = await put(upload.url, demoVideo(), 'application/octet-stream');
    expect(wrongType.status).toBe(415);
    const png = await put(upload.url, new Uint8Array(await pngBytes()));
    expect(png.status).toBe(415);
    expect(await json(png)).toMatchObject({
      message: 'Error 415: Unsupported media type',
      errors: { file: ['The file is not a video ffmpeg can read: choose an MP4, MOV, WebM, MKV or M4V video'] },
    });
    expect((await put(upload.url, Buffer.from('hello'))).status).toBe(415);
    expect(stored(upload.key)).toBe(false);
    expect(
      fs.readdirSync(path.join(t.dataDir, 'uploads', `videos/u${alice.id}`)).some((f) => f.endsWith('.part')),
    ).toBe(false);
  });

  it('a video over VIDEO_MAX_BYTES with 413, by its Content-Length or while streaming', async () => {
    const upload = await presign(alice);
    const big = Buffer.concat([demoVideo(), Buffer.alloc(1024 * 1024)]);
    const declared = await put(upload.url, big);
    expect(declared.status).toBe(413);
    expect((await json<{ message: string }>(declared)).message).toBe('Error 413: Payload too large');
    const chunks = [big.subarray(0, 600_000), big.subarray(600_000)];
    const stream = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
    const streamed = await put(upload.url, stream);
    expect(streamed.status).toBe(413);
    expect(stored(upload.key)).toBe(false);
  });

  it('an MP4 signature with no video inside is refused when the post is created (422) and deleted', async () => {
    const upload = await presign(alice);
    const fake = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.alloc(12),
      Buffer.alloc(4000, 9),
    ]);
    expect((await put(upload.url, fake)).status).toBe(201);
    const res = await sendForm(t, 'POST', '/api/posts', { title: 'Fake video', videoKey: upload.key }, alice.token);
    expect(res.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(res)).errors.videoKey).toEqual([
      'The file is not a video ffmpeg can read: choose an MP4, MOV, WebM, MKV or M4V video',
    ]);
    expect(stored(upload.key)).toBe(false);
  });
});
