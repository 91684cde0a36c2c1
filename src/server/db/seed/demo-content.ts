import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  folioRegions,
  folios,
  manuscripts,
  postCaptions,
  postChapters,
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
import * as data from './data';
import type { FrenchSeed } from './data/types';
import { insertLike, insertPost, insertRating, insertUser } from './factories';
import { storeDemoImages } from './demo-images';
import { storeDemoVideos } from './demo-videos';
import { storeDemoCaptions } from './demo-captions';
import { storeDemoFolios } from './demo-folios';
import { withRasterCache } from './svg-raster';

export const SEEDED_KEY = 'demo-seeded-at';

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select().from(siteState).where(eq(siteState.key, SEEDED_KEY));
  return Boolean(row);
}

const DAY = 24 * 60 * 60 * 1000;

/** An entry's French name and description ('' where the demo has none: not yet translated). */
function french(texts: Readonly<Record<string, FrenchSeed>>, slug: string) {
  const text = texts[slug];
  return { nameFr: text?.name ?? '', descriptionFr: text?.description ?? '' };
}

const frenchTitle = (texts: Readonly<Record<string, FrenchSeed>>, slug: string) => {
  const { nameFr, descriptionFr } = french(texts, slug);
  return { titleFr: nameFr, descriptionFr };
};

export interface SeedOptions {
  now?: Date;
  /** A folder where the drawn demo pictures are kept between seeds (DEMO_RENDER_CACHE; see svg-raster.ts). */
  renderCache?: string | undefined;
}

/**
 * The demo library: real HEMA masters, manuscripts, weapons and techniques, posts by
 * several users with views, likes and ratings, each post with its own video file. Images
 * and videos are stored first (outside the transaction), then every row is written in one
 * transaction: all or nothing.
 */
export async function seedDemoContent(
  db: Database,
  storage: Storage,
  { now = new Date(), renderCache }: SeedOptions = {},
): Promise<void> {
  const { images, demoFolios } = await withRasterCache(renderCache, async () => ({
    images: await storeDemoImages(storage),
    demoFolios: await storeDemoFolios(storage),
  }));
  const videoKeys = await storeDemoVideos(storage, data.posts.length);
  const captionUrls = await storeDemoCaptions(storage);

  await db.transaction(async (tx) => {
    const typeIds = new Map<string, number>();
    for (const t of data.postTypes) {
      const [row] = await tx
        .insert(postTypes)
        .values({
          name: t.name,
          slug: t.slug,
          description: t.description,
          ...french(data.postTypesFr, t.slug),
          fileUrl: images.get(`type:${t.slug}`) ?? null,
        })
        .returning({ id: postTypes.id });
      typeIds.set(t.slug, row!.id);
    }
    const weaponIds = new Map<string, number>();
    for (const w of data.weapons) {
      const [row] = await tx
        .insert(weapons)
        .values({
          name: w.name,
          slug: w.slug,
          description: w.description,
          ...french(data.weaponsFr, w.slug),
          fileUrl: images.get(`weapon:${w.slug}`) ?? null,
        })
        .returning({ id: weapons.id });
      weaponIds.set(w.slug, row!.id);
    }
    const masterIds = new Map<string, number>();
    for (const m of data.masterHistories) {
      const [row] = await tx
        .insert(masterHistories)
        .values({
          name: m.name,
          slug: m.slug,
          period: m.period,
          origin: m.origin,
          description: m.description,
          ...french(data.masterHistoriesFr, m.slug),
          periodFr: data.masterFactsFr[m.slug]?.period ?? '',
          originFr: data.masterFactsFr[m.slug]?.origin ?? '',
          fileUrl: images.get(`master:${m.slug}`) ?? null,
        })
        .returning({ id: masterHistories.id });
      masterIds.set(m.slug, row!.id);
    }
    for (const m of data.masterHistories) {
      for (const teacher of m.influencedBy) {
        await tx
          .insert(masterLineage)
          .values({ masterId: masterIds.get(m.slug)!, influencedById: masterIds.get(teacher)! });
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
          ...frenchTitle(data.manuscriptsFr, m.slug),
          dateLabelFr: data.manuscriptFactsFr[m.slug]?.dateLabel ?? '',
          languageFr: data.manuscriptFactsFr[m.slug]?.language ?? '',
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
          ...french(data.techniquesFr, t.slug),
          weaponId: weaponIds.get(t.weapon)!,
          masterId: masterIds.get(t.master)!,
          manuscriptId: manuscriptIds.get(t.manuscript)!,
        })
        .returning({ id: techniques.id });
      techniqueIds.set(t.slug, row!.id);
    }
    for (const { manuscript, regions, ...folio } of demoFolios) {
      const [row] = await tx
        .insert(folios)
        .values({ ...folio, manuscriptId: manuscriptIds.get(manuscript)!, status: 'ready' })
        .returning({ id: folios.id });
      for (const { technique, ...region } of regions) {
        const techniqueId = techniqueIds.get(technique);
        if (!techniqueId) throw new Error(`Seed folio ${folio.label} names unknown technique ${technique}`);
        await tx.insert(folioRegions).values({ ...region, folioId: row!.id, techniqueId });
      }
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

    const postIds = new Map<string, number>();
    for (const [i, p] of data.posts.entries()) {
      const post = await insertPost(tx, {
        title: p.title,
        description: p.description,
        priceCents: p.priceCents,
        userId: userId(p.author),
        mediaKey: videoKeys[i]!,
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
      postIds.set(p.title, post.id);
      for (const liker of p.likedBy) await insertLike(tx, userId(liker), post.id);
      for (const rating of p.ratings) await insertRating(tx, userId(rating.user), post.id, rating.halves);
    }

    for (const timeline of data.timelines) {
      const postId = postIds.get(timeline.post);
      if (!postId) throw new Error(`Seed chapters reference unknown post ${timeline.post}`);
      await tx.insert(postChapters).values(
        timeline.chapters.map((chapter) => ({
          postId,
          startSeconds: chapter.at,
          title: chapter.title,
          techniqueId: chapter.technique === null ? null : techniqueIds.get(chapter.technique)!,
        })),
      );
      for (const [lang, url] of Object.entries(captionUrls.get(timeline.post) ?? {}))
        await tx.insert(postCaptions).values({ postId, lang, url });
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
