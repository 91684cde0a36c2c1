import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  manuscripts,
  masterHistories,
  masterLineage,
  postTypes,
  publicities,
  siteState,
  techniques,
  users,
  weapons,
} from '../schema';
import type { Storage } from '../../services/storage/types';
import { seedAsset } from './assets';
import * as data from './data';
import { insertLike, insertPost, insertRating, insertUser } from './factories';
import { renderAvatar, renderCard } from './images';

export const SEEDED_KEY = 'demo-seeded-at';
export const DEMO_VIDEO_KEY = 'videos/demo-clip-0001.mp4';

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select().from(siteState).where(eq(siteState.key, SEEDED_KEY));
  return Boolean(row);
}

const DAY = 24 * 60 * 60 * 1000;

/** Stable, readable storage keys for generated demo images. */
const imageKey = (folder: string, slug: string) => `images/${folder}/${slug.replace(/[^a-z0-9-]/g, '-').slice(0, 60).padEnd(8, '0')}.webp`;

async function storeCard(storage: Storage, folder: string, slug: string, title: string, subtitle: string) {
  const key = imageKey(folder, slug);
  if (!(await storage.stat(key))) await storage.put(key, await renderCard({ title, subtitle }), 'image/webp');
  return storage.publicUrl(key);
}

/**
 * The demo library: real HEMA masters, manuscripts, weapons and techniques, posts by
 * several users with views, likes and ratings. Images are rendered first (outside the
 * transaction), then every row is written in one transaction: all or nothing.
 */
export async function seedDemoContent(db: Database, storage: Storage, now = new Date()): Promise<void> {
  const images = new Map<string, string>();
  for (const t of data.postTypes) images.set(`type:${t.slug}`, await storeCard(storage, 'post-types', t.slug, t.name, 'Content type'));
  for (const w of data.weapons) images.set(`weapon:${w.slug}`, await storeCard(storage, 'weapons', w.slug, w.name, 'Martial art'));
  for (const m of data.masters) images.set(`master:${m.slug}`, await storeCard(storage, 'masters', m.slug, m.name, m.period));
  for (const m of data.manuscripts) images.set(`manuscript:${m.slug}`, await storeCard(storage, 'manuscripts', m.slug, m.title, m.shelfmark));
  for (const [i, p] of data.posts.entries()) {
    images.set(`post:${i}`, await storeCard(storage, 'posters', `post-${String(i).padStart(4, '0')}`, p.title, p.author));
  }
  for (const u of data.seedUsers) {
    const key = imageKey('avatars', u.username.replace(/_/g, '-'));
    if (!(await storage.stat(key))) await storage.put(key, await renderAvatar(u.username), 'image/webp');
    images.set(`user:${u.username}`, storage.publicUrl(key));
  }
  for (const [i, pub] of data.publicities.entries()) {
    images.set(`publicity:${i}`, await storeCard(storage, 'publicities', `partner-${i}`, pub.title, 'Partner'));
  }
  if (!(await storage.stat(DEMO_VIDEO_KEY))) {
    await storage.put(DEMO_VIDEO_KEY, await fs.readFile(seedAsset('demo-clip.mp4')), 'video/mp4');
  }

  await db.transaction(async (tx) => {
    const typeIds = new Map<string, number>();
    for (const t of data.postTypes) {
      const [row] = await tx
        .insert(postTypes)
        .values({ name: t.name, slug: t.slug, description: t.description, fileUrl: images.get(`type:${t.slug}`) ?? null })
        .returning({ id: postTypes.id });
      typeIds.set(t.slug, row!.id);
    }
    const weaponIds = new Map<string, number>();
    for (const w of data.weapons) {
      const [row] = await tx
        .insert(weapons)
        .values({ name: w.name, slug: w.slug, description: w.description, fileUrl: images.get(`weapon:${w.slug}`) ?? null })
        .returning({ id: weapons.id });
      weaponIds.set(w.slug, row!.id);
    }
    const masterIds = new Map<string, number>();
    for (const m of data.masters) {
      const [row] = await tx
        .insert(masterHistories)
        .values({
          name: m.name,
          slug: m.slug,
          period: m.period,
          origin: m.origin,
          description: m.description,
          fileUrl: images.get(`master:${m.slug}`) ?? null,
        })
        .returning({ id: masterHistories.id });
      masterIds.set(m.slug, row!.id);
    }
    for (const m of data.masters) {
      for (const teacher of m.influencedBy) {
        await tx.insert(masterLineage).values({ masterId: masterIds.get(m.slug)!, influencedById: masterIds.get(teacher)! });
      }
    }
    const manuscriptIds = new Map<string, number>();
    for (const m of data.manuscripts) {
      const [row] = await tx
        .insert(manuscripts)
        .values({
          title: m.title,
          slug: m.slug,
          shelfmark: m.shelfmark,
          institution: m.institution,
          dateLabel: m.dateLabel,
          year: m.year,
          authorId: m.author ? masterIds.get(m.author)! : null,
          language: m.language,
          description: m.description,
          fileUrl: images.get(`manuscript:${m.slug}`) ?? null,
        })
        .returning({ id: manuscripts.id });
      manuscriptIds.set(m.slug, row!.id);
    }
    const techniqueIds = new Map<string, number>();
    for (const t of data.techniques) {
      const [row] = await tx
        .insert(techniques)
        .values({
          name: t.name,
          slug: t.slug,
          description: t.description,
          weaponId: weaponIds.get(t.weapon)!,
          masterId: masterIds.get(t.master)!,
          manuscriptId: manuscriptIds.get(t.manuscript)!,
        })
        .returning({ id: techniques.id });
      techniqueIds.set(t.slug, row!.id);
    }

    const userIds = new Map<string, number>();
    for (const row of await tx.select({ id: users.id, username: users.username }).from(users)) {
      userIds.set(row.username.toLowerCase(), row.id);
    }
    for (const u of data.seedUsers) {
      const user = await insertUser(tx, { ...u, verified: true, fileUrl: images.get(`user:${u.username}`) ?? null });
      userIds.set(u.username.toLowerCase(), user.id);
    }
    const userId = (username: string) => {
      const id = userIds.get(username.toLowerCase());
      if (!id) throw new Error(`Seed references unknown user ${username}`);
      return id;
    };

    for (const [i, p] of data.posts.entries()) {
      const post = await insertPost(tx, {
        title: p.title,
        description: p.description,
        priceCents: p.priceCents,
        userId: userId(p.author),
        mediaKey: DEMO_VIDEO_KEY,
        posterUrl: images.get(`post:${i}`) ?? null,
        durationSeconds: 6,
        postTypeId: typeIds.get(p.postType) ?? null,
        weaponId: weaponIds.get(p.weapon) ?? null,
        masterId: p.master ? (masterIds.get(p.master) ?? null) : null,
        manuscriptId: p.manuscript ? (manuscriptIds.get(p.manuscript) ?? null) : null,
        views: p.views,
        // Minutes apart within a day keep the "most recent" order stable.
        createdAt: new Date(now.getTime() - p.daysAgo * DAY - i * 60_000),
        techniqueIds: p.techniques.map((slug) => techniqueIds.get(slug)!),
      });
      for (const liker of p.likedBy) await insertLike(tx, userId(liker), post.id);
      for (const rating of p.ratings) await insertRating(tx, userId(rating.user), post.id, rating.halves);
    }

    for (const [i, pub] of data.publicities.entries()) {
      await tx.insert(publicities).values({ ...pub, fileUrl: images.get(`publicity:${i}`) ?? null });
    }
    await tx
      .insert(siteState)
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .onConflictDoUpdate({ target: siteState.key, set: { value: sql`excluded.value` } });
  });
}
