import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playback, PostDetail, PostTimeline } from '../../src/contract';
import { eq } from 'drizzle-orm';
import { accessGrants, postCaptions, posts } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import type { TokenPair } from '../../src/server/services/auth/session-tokens';
import { previewKey, previewSeconds } from '../../src/server/services/access/preview';
import { signedInUser, type TestUser } from '../support/auth';
import { insertOrder } from '../support/factories';
import { putHlsFixture } from '../support/hls-fixture';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { file, json, sendForm } from './content-helpers';

type Viewer = TestUser & TokenPair;
type Role = 'visitor' | 'non-buyer' | 'buyer' | 'author' | 'admin';
const ROLES: Role[] = ['visitor', 'non-buyer', 'buyer', 'author', 'admin'];
const ENTITLED: Role[] = ['buyer', 'author', 'admin'];

const TRANSCRIPT =
  'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nThe secret of the Zornhau\n\n00:01:10.000 --> 00:01:12.000\nLater on\n';

/** The address lines of a playlist or a thumbnail track's image lines (no tags, timings or blanks). */
const addressLines = (text: string) =>
  text.split('\n').filter((line) => line && !line.startsWith('#') && !line.includes('-->') && line !== 'WEBVTT');

/**
 * Every file a paid post has (issue 27, sections 2 and 4), under the rule of docs/security.md
 * "Files of a paid post": the full video, the HLS playlists, segments and storyboard, and the
 * captions only to an address signed for the viewer whose cookie comes with it (its buyers,
 * its author, admins); the poster and the preview to everyone. Run on local disk and on S3.
 */
export function describePaidPostFiles(driver: 'local' | 's3') {
  let t: TestApp;
  let s3: S3Server | undefined;
  const viewers = {} as Record<Exclude<Role, 'visitor'>, Viewer>;
  let postId: number;
  let mediaKey: string;
  let captionUrl: string;
  let streamFiles: string[];
  let uploadAnswer: unknown;

  beforeAll(async () => {
    t = await createTestApp();
    if (driver === 's3') {
      s3 = await startS3Server('hdx-paid-files', 'hdx-s3rver-paid-files-');
      t.deps.storage = s3.storage;
    }
    for (const role of ['non-buyer', 'buyer', 'author'] as const) viewers[role] = await signedInUser(t);
    viewers.admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    mediaKey = `videos/${randomBytes(12).toString('base64url')}.mp4`;
    await t.deps.storage.put(mediaKey, randomBytes(4096), 'video/mp4');
    // The preview as ensurePreview leaves it (cut once, then served from storage).
    await t.deps.storage.put(previewKey(mediaKey, previewSeconds(90)), randomBytes(1024), 'video/mp4');
    const post = await insertPost(t.deps.db, {
      title: 'A paid class',
      userId: viewers.author.id,
      priceCents: 1500,
      mediaKey,
      durationSeconds: 90,
    });
    postId = post.id;
    streamFiles = (await putHlsFixture(t.deps.storage, postId)).filter((key) => !key.endsWith('/poster.jpg'));
    const order = await insertOrder(t.deps.db, {
      userId: viewers.buyer.id,
      lines: [{ postId, sellerId: viewers.author.id, title: post.title, priceCents: 1500 }],
    });
    await t.deps.db.insert(accessGrants).values({ userId: viewers.buyer.id, postId, orderId: order.id });
    const added = await sendForm(
      t,
      'POST',
      `/api/posts/${postId}/captions`,
      { lang: 'en', file: file(Buffer.from(TRANSCRIPT), 'class.vtt', 'text/vtt') },
      viewers.author.token,
    );
    expect(added.status).toBe(201);
    uploadAnswer = await json(added);
    const [row] = await t.deps.db.select().from(postCaptions).where(eq(postCaptions.postId, postId));
    captionUrl = row!.url;
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const tokenOf = (role: Role) => (role === 'visitor' ? undefined : viewers[role].token);
  const get = (url: string, cookie?: string | null) =>
    t.call('GET', url, cookie ? { headers: { Cookie: cookie } } : {});
  async function playback(role: Role) {
    const token = tokenOf(role);
    const res = await t.call('GET', `/api/posts/${postId}/playback`, token ? { token } : {});
    expect(res.status).toBe(200);
    return { view: await json<Playback>(res), cookie: res.headers.get('Set-Cookie')?.split(';')[0] ?? null };
  }

  describe(`every file of a paid post on ${driver} storage`, () => {
    it('lists only the languages of its captions in the shared post shape, the build list and the upload answer', async () => {
      expect(uploadAnswer).toEqual({ lang: 'en', url: null });
      const detail = await json<PostDetail>(await t.call('GET', `/api/posts/${postId}`));
      expect(detail.captions).toEqual([{ lang: 'en', url: null }]);
      const timelines = await json<PostTimeline[]>(await t.call('GET', '/api/posts/timelines'));
      expect(timelines.find((timeline) => timeline.id === postId)?.captions).toEqual([{ lang: 'en', url: null }]);
    });

    it.each(ROLES)('the poster and the preview are public to a %s', async (role) => {
      const { view } = await playback(role);
      const poster = await get(`/api/media/hls/${postId}/poster.jpg`);
      expect(poster.status).toBe(200);
      expect(poster.headers.get('Cache-Control')).toMatch(/^public/);
      const preview = await get(`/api/media/${previewKey(mediaKey, previewSeconds(90))}`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      if (!ENTITLED.includes(role))
        expect(view.previewUrl).toBe(`/api/media/${previewKey(mediaKey, previewSeconds(90))}`);
    });

    it.each(['visitor', 'non-buyer'] as const)(
      'a %s gets the preview with its 30 s of the captions, public, and every other file is refused (403)',
      async (role) => {
        const { view, cookie } = await playback(role);
        expect(view).toMatchObject({ access: 'preview', videoUrl: null, hlsUrl: null, storyboardUrl: null });
        expect(view.captions).toEqual([{ lang: 'en', url: `${captionUrl}?preview=1` }]);
        const preview = await get(view.captions[0]!.url);
        expect(preview.status).toBe(200);
        expect(preview.headers.get('Cache-Control')).toBe('public, max-age=60, must-revalidate');
        expect(preview.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
        // The cue at 0:01 is in the preview's first 30 s (of 90 s); the one at 1:10 is not.
        expect(await preview.text()).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nThe secret of the Zornhau\n');
        for (const bad of ['?preview=0', '?preview=1&x=1', '?preview=']) {
          const res = await get(`${captionUrl}${bad}`);
          expect([bad, res.status]).toEqual([bad, 400]);
        }
        for (const url of [captionUrl, `/api/media/${mediaKey}`, ...streamFiles.map((key) => `/api/media/${key}`)]) {
          const res = await get(url, cookie);
          expect([url, res.status]).toEqual([url, 403]);
          expect(await res.text()).not.toContain('Later on');
        }
      },
    );

    it.each(ENTITLED)(
      'a %s gets the video, the stream and the captions signed for them: each file served privately with their cookie, refused without it',
      async (role) => {
        const { view, cookie } = await playback(role);
        expect(view.access).toBe('full');
        expect(cookie).toMatch(/^hdx-viewer=/);
        expect(view.captions).toHaveLength(1);
        const caption = view.captions[0]!;
        expect(caption.lang).toBe('en');
        expect(caption.url).toMatch(
          new RegExp(`^${captionUrl}\\?expires=\\d+&viewer=${viewers[role as 'buyer'].id}&sig=`),
        );

        // Every address the viewer's player will fetch: the video, the captions, then the stream by its playlists.
        const fetched: string[] = [view.videoUrl!, caption.url, view.storyboardUrl!];
        const playlists = [view.hlsUrl!];
        while (playlists.length > 0) {
          const playlist = playlists.shift()!;
          fetched.push(playlist);
          const res = await get(playlist, cookie);
          expect(res.status).toBe(200);
          expect(res.headers.get('Cache-Control')).toBe('private, no-store');
          for (const line of addressLines(await res.text())) {
            (line.split('?')[0]!.endsWith('.m3u8') ? playlists : fetched).push(line);
            const map = /URI="([^"]+)"/.exec(line);
            if (map) fetched.push(map[1]!);
          }
        }
        const storyboard = await (await get(view.storyboardUrl!, cookie)).text();
        fetched.push(...addressLines(storyboard).map((line) => line.split('#')[0]!));
        expect(fetched.filter((url) => url.includes('/seg-')).length).toBeGreaterThanOrEqual(3);
        expect(fetched.some((url) => url.includes('/storyboard.jpg'))).toBe(true);

        for (const url of new Set(fetched)) {
          // Through the API on either storage: never a bearer address straight from the bucket.
          expect(url).toMatch(/^\/api\/media\/[^?]+\?expires=\d+&viewer=\d+&sig=[\w-]+$/);
          const served = await get(url, cookie);
          expect([url, served.status]).toEqual([url, 200]);
          expect(served.headers.get('Cache-Control')).toMatch(/^private, (no-store|max-age=\d+)$/);
          expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
          const bare = await get(url);
          expect([url, bare.status]).toEqual([url, 403]);
        }
        const transcript = await get(caption.url, cookie);
        expect(await transcript.text()).toContain('Later on');
        expect(transcript.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
      },
    );

    it('a post withdrawn from sale: its captions, full or preview, are not found but for the entitled', async () => {
      const withdrawn = await insertPost(t.deps.db, {
        title: 'A withdrawn class',
        userId: viewers.author.id,
        priceCents: 700,
        durationSeconds: 90,
      });
      const form = { lang: 'fr', file: file(Buffer.from(TRANSCRIPT), 'fr.vtt', 'text/vtt') };
      expect(
        (await sendForm(t, 'POST', `/api/posts/${withdrawn.id}/captions`, form, viewers.author.token)).status,
      ).toBe(201);
      const [row] = await t.deps.db.select().from(postCaptions).where(eq(postCaptions.postId, withdrawn.id));
      await t.deps.db.update(posts).set({ withdrawnAt: new Date() }).where(eq(posts.id, withdrawn.id));
      for (const url of [row!.url, `${row!.url}?preview=1`]) {
        const res = await get(url);
        expect([url, res.status]).toEqual([url, 404]);
      }
      const answer = await t.call('GET', `/api/posts/${withdrawn.id}/playback`, { token: viewers.author.token });
      const view = await json<Playback>(answer);
      const cookie = answer.headers.get('Set-Cookie')!.split(';')[0]!;
      const served = await get(view.captions[0]!.url, cookie);
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('Later on');
    });

    it("refuses one viewer's signed addresses to another viewer's cookie", async () => {
      const buyer = await playback('buyer');
      const other = await playback('author');
      for (const url of [buyer.view.captions[0]!.url, buyer.view.videoUrl!, buyer.view.hlsUrl!]) {
        const res = await get(url, other.cookie);
        expect([url, res.status]).toEqual([url, 403]);
      }
    });
  });
}
