import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playback } from '../../src/contract';
import { insertPost } from '../../src/server/db/seed/factories';
import { signedInUser } from '../support/auth';
import { putHlsFixture } from '../support/hls-fixture';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { json } from './content-helpers';

let s3: S3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server('hdx-hls', 'hdx-s3rver-hls-');
  t = await createTestApp();
  t.deps.storage = s3.storage;
}, 120_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});

const uriLines = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));

describe('a paid stream on S3', () => {
  it('is refused to a visitor; its author gets playlists and segments through the API, each refused without the viewer cookie', async () => {
    const author = await signedInUser(t);
    const post = await insertPost(t.deps.db, { title: 'Paid stream on S3', userId: author.id, priceCents: 800 });
    await putHlsFixture(s3.storage, post.id);
    expect((await t.call('GET', `/api/media/hls/${post.id}/master.m3u8`)).status).toBe(403);
    expect((await t.call('GET', `/api/media/hls/${post.id}/720p/seg-00001.m4s`)).status).toBe(403);

    const res = await t.call('GET', `/api/posts/${post.id}/playback`, { token: author.token });
    const view = await json<Playback>(res);
    const cookie = res.headers.get('Set-Cookie')!.split(';')[0]!;
    const master = await t.call('GET', view.hlsUrl!, { headers: { Cookie: cookie } });
    expect(master.status).toBe(200);
    const rendition = uriLines(await master.text())[1]!;
    expect(rendition).toMatch(new RegExp(`^/api/media/hls/${post.id}/720p/index\\.m3u8\\?expires=`));
    const playlist = await t.call('GET', rendition, { headers: { Cookie: cookie } });
    expect(playlist.headers.get('Cache-Control')).toBe('private, no-store');
    const segments = uriLines(await playlist.text());
    expect(segments.length).toBeGreaterThanOrEqual(3);
    for (const segment of segments) {
      // Not a presigned bucket address (a bearer token): the API's, bound to the viewer cookie.
      expect(segment).toMatch(new RegExp(`^/api/media/hls/${post.id}/720p/seg-\\d{5}\\.m4s\\?expires=\\d+&viewer=${author.id}&sig=`));
      expect((await t.call('GET', segment)).status).toBe(403);
    }
    // Relayed from the bucket by the API, with the cookie.
    const bytes = await t.call('GET', segments[0]!, { headers: { Cookie: cookie } });
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('Cache-Control')).toMatch(/^private, max-age=\d+$/);
    expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
