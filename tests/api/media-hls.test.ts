import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playback } from '../../src/contract';
import { accessGrants } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { signedMediaUrl } from '../../src/server/services/access/signed-media';
import { hlsMasterKey } from '../../src/server/services/streaming/hls-keys';
import type { TokenPair } from '../../src/server/services/auth/session-tokens';
import { signedInUser, type TestUser } from '../support/auth';
import { insertOrder } from '../support/factories';
import { putHlsFixture } from '../support/hls-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { json } from './content-helpers';

type Viewer = TestUser & TokenPair;
let t: TestApp;
let author: Viewer;
let admin: Viewer;
let buyer: Viewer;
let stranger: Viewer;
let paidId: number;
let freeId: number;
/** Every file of the paid post's stream but its poster: playlists, segments, storyboard. */
let paidProtected: string[];

beforeAll(async () => {
  t = await createTestApp();
  author = await signedInUser(t);
  admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
  buyer = await signedInUser(t);
  stranger = await signedInUser(t);
  paidId = (await insertPost(t.deps.db, { title: 'Paid stream', userId: author.id, priceCents: 1200 })).id;
  freeId = (await insertPost(t.deps.db, { title: 'Free stream', userId: author.id, priceCents: 0 })).id;
  const keys = await putHlsFixture(t.deps.storage, paidId);
  await putHlsFixture(t.deps.storage, freeId);
  paidProtected = keys.filter((key) => !key.endsWith('/poster.jpg'));
  const order = await insertOrder(t.deps.db, {
    userId: buyer.id,
    lines: [{ postId: paidId, sellerId: author.id, title: 'Paid stream', priceCents: 1200 }],
  });
  await t.deps.db.insert(accessGrants).values({ userId: buyer.id, postId: paidId, orderId: order.id });
}, 120_000);
afterAll(() => t.close());

async function playback(postId: number, viewer?: Viewer) {
  const res = await t.call('GET', `/api/posts/${postId}/playback`, viewer ? { token: viewer.token } : {});
  expect(res.status).toBe(200);
  return { view: await json<Playback>(res), cookie: res.headers.get('Set-Cookie')?.split(';')[0] ?? null };
}

const get = (url: string, cookie?: string | null) => t.call('GET', url, cookie ? { headers: { Cookie: cookie } } : {});

/** The address lines of a playlist (neither tags nor blank lines). */
const uriLines = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));

describe('a free post’s stream', () => {
  it('is public: the master lists both renditions by relative address, segments are MPEG-TS', async () => {
    const { view } = await playback(freeId);
    expect(view.hlsUrl).toBe(`/api/media/${hlsMasterKey(freeId)}`);
    const master = await get(view.hlsUrl!);
    expect(master.status).toBe(200);
    expect(master.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('Cache-Control')).toBe('public, max-age=60, must-revalidate');
    expect(uriLines(await master.text())).toEqual(['360p/index.m3u8', '720p/index.m3u8']);
    const rendition = await get(`/api/media/hls/${freeId}/720p/index.m3u8`);
    const segments = uriLines(await rendition.text());
    expect(segments.length).toBeGreaterThanOrEqual(3);
    expect(segments[0]).toBe('seg-00001.m4s');
    const segment = await get(`/api/media/hls/${freeId}/720p/${segments[0]}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('Content-Type')).toBe('video/iso.segment');
  });
});

describe('a paid post’s stream', () => {
  it('is refused to a visitor and to a signed-in non-buyer, file by file (403), who get the preview only', async () => {
    const visitor = await playback(paidId);
    expect(visitor.view).toMatchObject({ access: 'preview', hlsUrl: null, videoUrl: null });
    const other = await playback(paidId, stranger);
    expect(other.view).toMatchObject({ access: 'preview', hlsUrl: null });
    expect(paidProtected.length).toBeGreaterThanOrEqual(8);
    for (const key of paidProtected) {
      expect((await get(`/api/media/${key}`)).status, key).toBe(403);
      expect((await get(`/api/media/${key}`, other.cookie)).status, key).toBe(403);
    }
    // The poster is shown on the page of every post.
    expect((await get(`/api/media/hls/${paidId}/poster.jpg`)).status).toBe(200);
  });

  it.each([
    ['buyer', () => buyer],
    ['author', () => author],
    ['admin', () => admin],
  ] as const)('plays for its %s: every playlist comes back with signed addresses, never cached', async (_, who) => {
    const viewer = who();
    const { view, cookie } = await playback(paidId, viewer);
    expect(view.access).toBe('full');
    const masterUrl = new URL(view.hlsUrl!, 'http://localhost');
    expect(masterUrl.pathname).toBe(`/api/media/${hlsMasterKey(paidId)}`);
    expect(masterUrl.searchParams.get('viewer')).toBe(String(viewer.id));

    const master = await get(view.hlsUrl!, cookie);
    expect(master.status).toBe(200);
    expect(master.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('Cache-Control')).toBe('private, no-store');
    const renditions = uriLines(await master.text());
    expect(renditions).toHaveLength(2);
    for (const [index, height] of [360, 720].entries()) {
      const url = new URL(renditions[index]!, 'http://localhost');
      expect(url.pathname).toBe(`/api/media/hls/${paidId}/${height}p/index.m3u8`);
      expect(url.searchParams.get('expires')).toBe(masterUrl.searchParams.get('expires'));
      expect(url.searchParams.get('sig')).toBeTruthy();
    }
    const rendition = await get(renditions[1]!, cookie);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('Cache-Control')).toBe('private, no-store');
    const segments = uriLines(await rendition.text());
    expect(
      segments.every((line) => line.startsWith(`/api/media/hls/${paidId}/720p/seg-`) && line.includes('&sig=')),
    ).toBe(true);
    const segment = await get(segments[0]!, cookie);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('Content-Type')).toBe('video/iso.segment');
    expect(segment.headers.get('Cache-Control')).toMatch(/^private, max-age=\d+$/);
    // The signed segment address without the viewer's cookie opens nothing.
    expect((await get(segments[0]!)).status).toBe(403);
  });

  it('signs the storyboard track’s images too', async () => {
    const { view, cookie } = await playback(paidId, buyer);
    expect((await get(`/api/media/hls/${paidId}/storyboard.vtt`, cookie)).status).toBe(403);
    expect(view.storyboardUrl).toMatch(
      new RegExp(`^/api/media/hls/${paidId}/storyboard\\.vtt\\?expires=\\d+&viewer=${buyer.id}&sig=`),
    );
    const track = await get(view.storyboardUrl!, cookie);
    expect(track.status).toBe(200);
    const text = await track.text();
    expect(text.startsWith('WEBVTT')).toBe(true);
    const image = text.split('\n').find((line) => line.includes('#xywh='))!;
    expect(image).toMatch(
      new RegExp(
        `^/api/media/hls/${paidId}/storyboard\\.jpg\\?expires=\\d+&viewer=${buyer.id}&sig=[\\w-]+#xywh=0,0,160,90$`,
      ),
    );
    expect((await get(image.split('#')[0]!, cookie)).status).toBe(200);
  });

  it('refuses a tampered signature, an address naming another file, and an expired one (403)', async () => {
    const { view, cookie } = await playback(paidId, buyer);
    const rendition = uriLines(await (await get(view.hlsUrl!, cookie)).text())[0]!;
    const tampered = rendition.replace(/sig=([\w-])/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await get(tampered, cookie)).status).toBe(403);
    // A signature is for one file only.
    const moved = rendition.replace('360p/index.m3u8', '720p/index.m3u8');
    expect((await get(moved, cookie)).status).toBe(403);
    const lapsed = signedMediaUrl(t.deps, hlsMasterKey(paidId), buyer.id, 300, Date.now() - 301_000);
    const res = await get(lapsed.url, cookie);
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ message: 'This video link has expired: reload the page' });
    const segment = signedMediaUrl(t.deps, `hls/${paidId}/720p/seg-00001.m4s`, buyer.id, 300, Date.now() - 301_000);
    expect((await get(segment.url, cookie)).status).toBe(403);
  });

  it('refuses an address issued to the buyer when another viewer’s cookie comes with it (403)', async () => {
    const issued = (await playback(paidId, buyer)).view.hlsUrl!;
    const adminCookie = (await playback(paidId, admin)).cookie;
    const res = await get(issued, adminCookie);
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ message: 'This video link was issued to another viewer: reload the page' });
  });
});

describe('a post without a stream', () => {
  it('has no HLS address, and its stream’s files are not found', async () => {
    const bare = await insertPost(t.deps.db, { title: 'No stream', userId: author.id, priceCents: 0 });
    expect((await playback(bare.id)).view.hlsUrl).toBeNull();
    expect((await get(`/api/media/${hlsMasterKey(bare.id)}`)).status).toBe(404);
    expect((await get(`/api/media/hls/999999999/master.m3u8`)).status).toBe(404);
  });
});
