import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostDetail, PostTimeline } from '../../src/contract';
import { ensureDemoAccounts } from '../../src/server/db/seed/accounts';
import { isSeeded, seedDemoContent } from '../../src/server/db/seed/demo-content';
import { demoImageKeys } from '../../src/server/db/seed/demo-images';
import { sweepOrphanUploads } from '../../src/server/services/uploads/orphan-sweeper';
import { verifyPassword } from '../../src/server/services/passwords';
import {
  manuscripts as manuscriptsTable,
  postChapters as postChaptersTable,
  posts as postsTable,
  techniques as techniquesTable,
  users,
} from '../../src/server/db/schema';
import type { Folio, TechniqueSource } from '../../src/contract/folios';
import { missesFrench } from '../../src/lib/library-text';
import { separateSharedDemoVideos, SHARED_DEMO_VIDEO_KEY } from '../../src/server/db/seed/demo-videos';
import { insertPost } from '../../src/server/db/seed/factories';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoAccounts(t.deps.db, { admin: 'admin-pass-for-tests', demo: undefined });
  // The pictures drawn by an earlier seed are read from DEMO_RENDER_CACHE (vitest.config.ts):
  // drawing them is most of a seed (tests/unit/svg-raster.test.ts tests the cache).
  await seedDemoContent(t.deps.db, t.deps.storage, { renderCache: process.env.DEMO_RENDER_CACHE });
  // Rendering the demo images takes long on a loaded machine.
}, 180_000);
afterAll(() => t.close());

const seededClip = async () => {
  const [first] = await t.deps.db.select({ key: postsTable.mediaKey }).from(postsTable).limit(1);
  const res = await t.call('GET', `/api/media/${first!.key}`);
  return res.arrayBuffer();
};

const get = async <T>(path: string) => {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

describe('demo content', () => {
  it('creates the admin and demo accounts, e-mail verified, with the given or a random password', async () => {
    const rows = await t.deps.db.select().from(users);
    const admin = rows.find((u) => u.email === 'admin@hdx.test');
    const demo = rows.find((u) => u.email === 'demo@hdx.test');
    expect(admin?.role).toBe('ROLE_ADMIN');
    expect(admin?.username).toBe('admin');
    expect(demo?.role).toBe('ROLE_USER');
    expect(admin?.emailVerifiedAt).toBeTruthy();
    expect(admin?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'admin-pass-for-tests')).toBe(true);
    expect(await verifyPassword(demo!.passwordHash, 'admin-pass-for-tests')).toBe(false);
  });

  it('stores only demo images, which the orphan sweeper keeps', async () => {
    const listImages = async () => {
      const keys: string[] = [];
      for await (const object of t.deps.storage.list('images/')) keys.push(object.key);
      return keys.sort();
    };
    const stored = await listImages();
    expect(stored).toEqual([...demoImageKeys()].sort());
    // A card is kept at 320 and 640 px besides its own 960, as the API keeps an uploaded image.
    const card = stored.find((key) => key.startsWith('images/posters/') && !key.includes('-w'))!;
    for (const [key, width] of [
      [card, 960],
      [card.replace('.webp', '-w320.webp'), 320],
      [card.replace('.webp', '-w640.webp'), 640],
    ] as const) {
      const picture = Buffer.from(await (await t.call('GET', `/api/media/${key}`)).arrayBuffer());
      expect((await sharp(picture).metadata()).width, key).toBe(width);
    }
    const aDayLater = Date.now() + 25 * 60 * 60 * 1000;
    await sweepOrphanUploads(t.deps, 60 * 60 * 1000, aDayLater);
    expect(await listImages()).toEqual(stored);
  });

  it('has at least three manuscripts whose folios are tiled and listed in their IIIF manifest', async () => {
    const rows = await t.deps.db.select().from(manuscriptsTable);
    const withFolios: string[] = [];
    for (const manuscript of rows) {
      const listed = (await (await t.call('GET', `/api/manuscripts/${manuscript.id}/folios`)).json()) as Folio[];
      if (!listed.length) continue;
      withFolios.push(manuscript.slug);
      expect(listed.every((folio) => folio.status === 'ready' && folio.service)).toBe(true);
      const manifest = (await (await t.call('GET', `/api/manuscripts/${manuscript.id}/manifest`)).json()) as {
        items: unknown[];
      };
      expect(manifest.items).toHaveLength(listed.length);
      const info = await t.app.request(`${listed[0]!.service!.replace(t.deps.env.PUBLIC_URL, '')}/info.json`);
      expect(info.status).toBe(200);
    }
    expect(withFolios.length).toBeGreaterThanOrEqual(3);
  });

  it('links folio regions to techniques that video chapters interpret, in English and French', async () => {
    const chapters = await t.deps.db.select({ techniqueId: postChaptersTable.techniqueId }).from(postChaptersTable);
    const interpreted = new Set(chapters.map((chapter) => chapter.techniqueId));
    const rows = await t.deps.db.select().from(techniquesTable);
    let linked = 0;
    for (const technique of rows.filter((row) => interpreted.has(row.id))) {
      const sources = (await (
        await t.call('GET', `/api/techniques/${technique.id}/sources`)
      ).json()) as TechniqueSource[];
      if (!sources.length) continue;
      linked += 1;
      for (const source of sources) {
        expect(source.translationEn && source.translationFr, technique.slug).toBeTruthy();
        expect((await t.app.request(source.image!)).status).toBe(200);
      }
    }
    expect(linked).toBeGreaterThanOrEqual(3);
  });

  it('does not create the accounts twice', async () => {
    expect(await ensureDemoAccounts(t.deps.db, {})).toEqual([]);
    expect(await isSeeded(t.deps.db)).toBe(true);
  });

  it('holds the library the issue asks for', async () => {
    const masters = await get<{ influencedBy: number[]; influenced: number[] }[]>('/api/master_histories');
    expect(masters.length).toBeGreaterThanOrEqual(10);
    expect(masters.some((m) => m.influencedBy.length > 0 && m.influenced.length > 0)).toBe(true);
    const manuscripts = await get<{ shelfmark: string; institution: string; dateLabel: string }[]>('/api/manuscripts');
    expect(manuscripts.length).toBeGreaterThanOrEqual(10);
    expect(manuscripts.every((m) => m.shelfmark && m.institution && m.dateLabel)).toBe(true);
    expect((await get<unknown[]>('/api/weapons')).length).toBeGreaterThanOrEqual(8);
    const techniques = await get<{ weaponId: number; masterId: number; manuscriptId: number }[]>('/api/techniques');
    expect(techniques.length).toBeGreaterThanOrEqual(30);
    expect(techniques.every((x) => x.weaponId && x.masterId && x.manuscriptId)).toBe(true);
    const types = await get<{ name: string }[]>('/api/post_types');
    expect(types.length).toBeGreaterThanOrEqual(6);
    expect(types.map((x) => x.name)).toEqual(expect.arrayContaining(['Application', 'Sparring']));
    expect((await get<unknown[]>('/api/publicities')).length).toBe(1);
  });

  it('names every library entry in French, and describes it in French (issue 32)', async () => {
    type Entry = { name?: string; nameFr?: string; titleFr?: string; description: string; descriptionFr: string };
    const french = (e: Entry) => (e.nameFr ?? e.titleFr ?? '').trim();
    for (const path of [
      '/api/post_types',
      '/api/weapons',
      '/api/techniques',
      '/api/master_histories',
      '/api/manuscripts',
    ]) {
      const entries = await get<Entry[]>(path);
      expect(
        entries.filter((e) => !french(e)),
        path,
      ).toEqual([]);
    }
    for (const path of [
      '/api/post_types',
      '/api/weapons',
      '/api/techniques',
      '/api/master_histories',
      '/api/manuscripts',
    ]) {
      const entries = await get<Entry[]>(path);
      expect(
        entries.filter((e) => !e.descriptionFr.trim()),
        path,
      ).toEqual([]);
    }
    const weapons = await get<Entry[]>('/api/weapons');
    expect(weapons.find((w) => w.name === 'Longsword')?.nameFr).toBe('Épée longue');
  });

  it("gives every demo master's period and origin and every manuscript's date and language in French (issue 32)", async () => {
    for (const path of ['/api/master_histories', '/api/manuscripts']) {
      const entries = await get<Record<string, unknown>[]>(path);
      expect(
        entries.filter((entry) => missesFrench(entry)).map((entry) => entry.slug),
        path,
      ).toEqual([]);
    }
    const fiore = (await get<Record<string, unknown>[]>('/api/master_histories')).find(
      (m) => m.slug === 'fiore-dei-liberi',
    );
    expect(fiore).toMatchObject({
      origin: 'Premariacco, near Cividale del Friuli',
      originFr: 'Premariacco, près de Cividale del Friuli',
    });
  });

  it('holds at least 40 posts by several users, free and paid, liked and rated', async () => {
    const res = await t.call('GET', '/api/posts?itemsPerPage=100');
    const posts = (await res.json()) as Post[];
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(40);
    expect(new Set(posts.map((p) => p.user.id)).size).toBeGreaterThanOrEqual(3);
    expect(posts.some((p) => p.price === '0.00')).toBe(true);
    expect(posts.some((p) => Number(p.price) > 0)).toBe(true);
    expect(posts.some((p) => p.likesCount > 0)).toBe(true);
    expect(posts.some((p) => p.rate > 0 && p.ratingCount > 0)).toBe(true);
    expect(new Set(posts.map((p) => p.views)).size).toBeGreaterThan(10);
  });

  it('lists posts newest first and serves TRENDS as the two most viewed', async () => {
    const all = (await (await t.call('GET', '/api/posts?itemsPerPage=100')).json()) as Post[];
    const dates = all.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const trends = await get<Post[]>('/api/posts/trends');
    const byViews = [...all].sort((a, b) => b.views - a.views);
    expect(trends.map((p) => p.views)).toEqual(byViews.slice(0, 2).map((p) => p.views));
    const news = await get<Post[]>('/api/posts/news');
    expect(news.map((p) => p.id)).toEqual(all.slice(0, 6).map((p) => p.id));
  });

  it('gives a post its author, price as a string, and no public address for a paid video', async () => {
    const all = await get<Post[]>('/api/posts?itemsPerPage=100');
    const paid = all.find((p) => Number(p.price) > 0)!;
    const free = all.find((p) => p.price === '0.00')!;
    expect(paid.price).toMatch(/^\d+\.\d{2}$/);
    expect(paid.fileUrl).toBeNull();
    expect(free.fileUrl).toMatch(/^\/api\/media\/videos\//);
    const one = await get<Post>(`/api/posts/${paid.id}`);
    expect(one.user).toEqual({ id: paid.user.id, username: paid.user.username, fileUrl: paid.user.fileUrl });
  });

  it('gives every post its own video file, so a paid demo clip is served to no one without a grant', async () => {
    const rows = await t.deps.db
      .select({ id: postsTable.id, mediaKey: postsTable.mediaKey, priceCents: postsTable.priceCents })
      .from(postsTable);
    const keys = rows.map((row) => row.mediaKey);
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(rows.length);
    const freeKeys = new Set(rows.filter((row) => row.priceCents === 0).map((row) => row.mediaKey));
    const paid = rows.filter((row) => row.priceCents > 0);
    expect(paid.length).toBeGreaterThan(0);
    for (const row of paid) {
      expect(freeKeys.has(row.mediaKey)).toBe(false);
      expect(await t.deps.storage.stat(row.mediaKey!)).not.toBeNull();
      const res = await t.call('GET', `/api/media/${row.mediaKey}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: 'This video is for sale: buy it to watch it in full' });
    }
  });

  it('moves posts seeded on the one shared demo file to files of their own, once', async () => {
    const [author] = await t.deps.db.select({ id: users.id }).from(users).limit(1);
    await t.deps.storage.put(SHARED_DEMO_VIDEO_KEY, Buffer.from(await seededClip()), 'video/mp4');
    const free = await insertPost(t.deps.db, {
      title: 'Old free',
      userId: author!.id,
      mediaKey: SHARED_DEMO_VIDEO_KEY,
    });
    const paid = await insertPost(t.deps.db, {
      title: 'Old paid',
      userId: author!.id,
      priceCents: 999,
      mediaKey: SHARED_DEMO_VIDEO_KEY,
    });
    expect(await separateSharedDemoVideos(t.deps.db, t.deps.storage)).toBe(2);
    expect(await separateSharedDemoVideos(t.deps.db, t.deps.storage)).toBe(0);
    const keyOf = async (id: number) =>
      (await t.deps.db.select({ key: postsTable.mediaKey }).from(postsTable).where(eq(postsTable.id, id)))[0]!.key!;
    const [freeKey, paidKey] = [await keyOf(free.id), await keyOf(paid.id)];
    expect(freeKey).not.toBe(paidKey);
    expect(await t.deps.storage.stat(SHARED_DEMO_VIDEO_KEY)).toBeNull();
    expect((await t.call('GET', `/api/media/${freeKey}`)).status).toBe(200);
    expect((await t.call('GET', `/api/media/${paidKey}`)).status).toBe(403);
  });

  it('paginates with ?page', async () => {
    const first = await get<Post[]>('/api/posts?page=1&itemsPerPage=10');
    const second = await get<Post[]>('/api/posts?page=2&itemsPerPage=10');
    expect(first).toHaveLength(10);
    expect(second).toHaveLength(10);
    expect(first.map((p) => p.id)).not.toContain(second[0]!.id);
  });

  it('serves demo media with Range support', async () => {
    const free = (await get<Post[]>('/api/posts?itemsPerPage=100')).find((p) => p.fileUrl)!;
    const whole = await t.call('GET', free.fileUrl!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const size = Number(whole.headers.get('content-length'));
    const part = await t.call('GET', free.fileUrl!, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const bad = await t.call('GET', free.fileUrl!, { headers: { Range: `bytes=${size + 10}-` } });
    expect(bad.status).toBe(416);
  });

  it('has captions in English and French on several videos, and chapters tied to techniques on several', async () => {
    const timelines = await get<PostTimeline[]>('/api/posts/timelines');
    const captioned = timelines.filter((timeline) => timeline.captions.map((c) => c.lang).join() === 'en,fr');
    expect(captioned.length).toBeGreaterThanOrEqual(3);
    expect(
      timelines.filter((timeline) => timeline.chapters.some((c) => c.techniqueId !== null)).length,
    ).toBeGreaterThanOrEqual(3);
    // A free one: a paid post lists its caption languages without addresses.
    const free = captioned.find((timeline) => timeline.captions.every((c) => c.url !== null))!;
    const detail = await get<PostDetail>(`/api/posts/${free.id}`);
    expect(detail.chapters.length).toBeGreaterThan(0);
    for (const chapter of detail.chapters) expect(chapter.startSeconds).toBeLessThan(detail.durationSeconds!);
    const fr = await t.call('GET', detail.captions.find((c) => c.lang === 'fr')!.url!);
    expect(fr.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await fr.text()).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:02\.000\n/);
  });
});
