import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playback } from '../../src/contract';
import { posts } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { signedMediaUrl } from '../../src/server/services/access/signed-media';
import { signedInUser, type TestUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TokenPair } from '../../src/server/services/auth/session-tokens';
import { demoVideo, json } from './content-helpers';

type Viewer = TestUser & TokenPair;
let t: TestApp;
let author: Viewer;
let admin: Viewer;
let paidPost: { id: number; key: string };
let freePost: { id: number; key: string };

async function postWithVideo(owner: Viewer, priceCents: number, name: string) {
  const key = `videos/u${owner.id}/${name}`;
  await t.deps.storage.put(key, demoVideo(), 'video/mp4');
  const post = await insertPost(t.deps.db, { title: name, userId: owner.id, priceCents, mediaKey: key });
  return { id: post.id, key };
}

beforeAll(async () => {
  t = await createTestApp();
  author = await signedInUser(t);
  admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
  paidPost = await postWithVideo(author, 900, 'PaidViewerClip12345678.mp4');
  freePost = await postWithVideo(author, 0, 'FreeViewerClip12345678.mp4');
});
afterAll(() => t.close());

/** The playback answer and the viewer cookie it set, as the browser would keep it. */
async function playback(postId: number, viewer?: Viewer) {
  const res = await t.call('GET', `/api/posts/${postId}/playback`, viewer ? { token: viewer.token } : {});
  expect(res.status).toBe(200);
  const setCookie = res.headers.get('Set-Cookie');
  return { view: await json<Playback>(res), setCookie, cookie: setCookie?.split(';')[0] ?? null };
}

const fetchVideo = (url: string, cookie?: string | null) =>
  t.call('GET', url, { headers: { Range: 'bytes=0-99', ...(cookie ? { Cookie: cookie } : {}) } });

describe('a paid video address is bound to its viewer', () => {
  it('is signed for the caller, lasts 5 minutes and comes with an HttpOnly viewer cookie for /api/media only', async () => {
    const { view, setCookie } = await playback(paidPost.id, author);
    expect(view).toMatchObject({ access: 'full', reason: 'author', expiresInSeconds: 300 });
    const url = new URL(view.videoUrl!, 'http://localhost');
    expect(url.pathname).toBe(`/api/media/${paidPost.key}`);
    expect(url.searchParams.get('viewer')).toBe(String(author.id));
    const life = Date.parse(view.expiresAt!) - Date.now();
    expect(life).toBeGreaterThan(0);
    expect(life).toBeLessThanOrEqual(5 * 60_000);
    expect(setCookie).toMatch(/^hdx-viewer=[\w.-]+; Max-Age=300; Path=\/api\/media; HttpOnly; SameSite=Strict$/);
  });

  it('plays for the viewer it was issued to, with their cookie', async () => {
    const { view, cookie } = await playback(paidPost.id, author);
    const res = await fetchVideo(view.videoUrl!, cookie);
    expect(res.status).toBe(206);
    expect(res.headers.get('Cache-Control')).toMatch(/^private, max-age=\d+$/);
  });

  it('is refused to another signed-in viewer presenting it with their own cookie (403)', async () => {
    const issuedToAuthor = (await playback(paidPost.id, author)).view.videoUrl!;
    const adminCookie = (await playback(paidPost.id, admin)).cookie;
    expect(adminCookie).toBeTruthy();
    const res = await fetchVideo(issuedToAuthor, adminCookie);
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ message: 'This video link was issued to another viewer: reload the page' });
  });

  it('is refused without a viewer cookie, or with the address edited to name another viewer (403)', async () => {
    const { view, cookie } = await playback(paidPost.id, author);
    expect((await fetchVideo(view.videoUrl!)).status).toBe(403);
    const adminCookie = (await playback(paidPost.id, admin)).cookie;
    const renamed = view.videoUrl!.replace(`viewer=${author.id}`, `viewer=${admin.id}`);
    const res = await fetchVideo(renamed, adminCookie);
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ message: 'This video is for sale: buy it to watch it in full' });
    // The cookie alone opens nothing.
    expect((await fetchVideo(`/api/media/${paidPost.key}`, cookie)).status).toBe(403);
  });

  it('is refused once expired, even to its viewer (403)', async () => {
    const { cookie } = await playback(paidPost.id, author);
    const lapsed = signedMediaUrl(t.deps, paidPost.key, author.id, 300, Date.now() - 301_000);
    const res = await fetchVideo(lapsed.url, cookie);
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ message: 'This video link has expired: reload the page' });
  });

  it('is renewed by asking again: a new address and cookie that play', async () => {
    const first = await playback(paidPost.id, author);
    const renewed = await playback(paidPost.id, author);
    expect(renewed.view.expiresInSeconds).toBe(300);
    expect(Date.parse(renewed.view.expiresAt!)).toBeGreaterThanOrEqual(Date.parse(first.view.expiresAt!));
    expect((await fetchVideo(renewed.view.videoUrl!, renewed.cookie)).status).toBe(206);
    // The address issued earlier keeps working until it expires (a player swapping addresses never stutters).
    expect((await fetchVideo(first.view.videoUrl!, renewed.cookie)).status).toBe(206);
  });
});

describe('signing out', () => {
  it('clears the viewer cookie, so the signed address stops playing in that browser at once', async () => {
    // An admin may watch any paid video: a fresh one, whose session this test ends.
    const viewer = await signedInUser(t, { role: 'ROLE_ADMIN' });
    const { view, cookie } = await playback(paidPost.id, viewer);
    expect((await fetchVideo(view.videoUrl!, cookie)).status).toBe(206);
    const out = await t.call('POST', '/api/logout', { json: { refresh_token: viewer.refresh_token } });
    expect(out.status).toBe(204);
    const cleared = out.headers.get('Set-Cookie');
    expect(cleared).toMatch(/^hdx-viewer=; Max-Age=0; Path=\/api\/media; HttpOnly; SameSite=Strict$/);
    // What the browser sends afterwards: the cookie is gone.
    expect((await fetchVideo(view.videoUrl!, cleared!.split(';')[0])).status).toBe(403);
    expect((await fetchVideo(view.videoUrl!)).status).toBe(403);
  });
});

describe('a paid video under another spelling of its address', () => {
  it('is read by one parser: no spelling reaches its bytes without a signature (403 or 404)', async () => {
    const [folder, owner, file] = paidPost.key.split('/') as [string, string, string];
    const spellings = [
      `/api/media/${folder}/${owner}/%${file.charCodeAt(0).toString(16)}${file.slice(1)}`,
      `/api/media/${folder}%2F${owner}/${file}`,
      `/api/media/${folder}//${owner}/${file}`,
      `/api/media//${paidPost.key}`,
      `/api/media/${folder}/${owner}/./${file}`,
      `/api/media/${folder}/x/../${owner}/${file}`,
      `/api/media/${paidPost.key}/`,
      `/api/media/${paidPost.key}%00`,
      `/api/media/${paidPost.key};x`,
      `/api/media/${paidPost.key}?/api/media/${freePost.key}`,
      `/api/media/${freePost.key}/../../${paidPost.key}`,
      `/api/media/${folder}/${owner.toUpperCase()}/${file}`,
    ];
    for (const spelling of spellings) {
      const res = await fetchVideo(spelling);
      expect([spelling, res.status === 403 || res.status === 404]).toEqual([spelling, true]);
    }
  });
});

describe('a free video', () => {
  it('has a public address and no viewer cookie', async () => {
    const { view, setCookie } = await playback(freePost.id);
    expect(view).toMatchObject({ access: 'full', reason: 'free', expiresAt: null, expiresInSeconds: null });
    expect(view.videoUrl).toBe(`/api/media/${freePost.key}`);
    expect(setCookie).toBeNull();
    expect((await playback(freePost.id, author)).setCookie).toBeNull();
  });

  it('is cached a minute and revalidated, never kept for a year: its post may become paid', async () => {
    const res = await fetchVideo(`/api/media/${freePost.key}`);
    expect(res.status).toBe(206);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60, must-revalidate');
    const etag = res.headers.get('ETag')!;
    const again = await t.call('GET', `/api/media/${freePost.key}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('stops being served without a signature as soon as its post becomes paid', async () => {
    const post = await postWithVideo(author, 0, 'TurnsPaidClip123456789.mp4');
    expect((await fetchVideo(`/api/media/${post.key}`)).status).toBe(206);
    await t.deps.db.update(posts).set({ priceCents: 400 }).where(eq(posts.id, post.id));
    expect((await fetchVideo(`/api/media/${post.key}`)).status).toBe(403);
  });
});
