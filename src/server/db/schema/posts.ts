import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadeLink, createdAt, id, tsvector, updatedAt } from './columns';
import { manuscripts, masterHistories, postTypes, techniques, weapons } from './library';
import { users } from './users';

export const posts = pgTable(
  'posts',
  {
    id: id(),
    title: text().notNull(),
    /** hdx_fold(title), kept by PostgreSQL: search matches it without folding every row per query. */
    titleFolded: text().generatedAlwaysAs(sql`hdx_fold(title)`),
    description: text().notNull().default(''),
    /**
     * Folded words of the title (A); of the linked master, manuscript, techniques, weapon and
     * content type (B); of the description (C); of the manuscripts of its master or techniques
     * (D). Kept by the triggers of the posts_search_vector migration.
     */
    searchVector: tsvector(),
    /** Money is integer cents; the API shows it as a decimal string in euros. */
    priceCents: integer().notNull().default(0),
    /** Storage key of the video file, and of its poster image. */
    mediaKey: text(),
    posterUrl: text(),
    durationSeconds: integer(),
    userId: cascadeLink(() => users.id),
    postTypeId: integer().references(() => postTypes.id, { onDelete: 'set null' }),
    weaponId: integer().references(() => weapons.id, { onDelete: 'set null' }),
    masterId: integer().references(() => masterHistories.id, { onDelete: 'set null' }),
    manuscriptId: integer().references(() => manuscripts.id, { onDelete: 'set null' }),
    views: integer().notNull().default(0),
    /** Rating aggregate kept in step with `ratings` (sum of half-stars and count). */
    ratingHalvesSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    /** Set when a sold post is withdrawn from sale: hidden from lists, still playable by its buyers. */
    withdrawnAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.postTypeId),
    index().on(t.weaponId),
    index().on(t.masterId),
    index().on(t.manuscriptId),
    // The media route asks whether a video belongs to a paid post on every unsigned request.
    index().on(t.mediaKey),
    // Lists are ordered by (views, id) and (created_at, id): matching indexes make LIMIT cheap.
    index('posts_views_id_index').on(t.views.desc(), t.id.desc()),
    index('posts_created_at_id_index').on(t.createdAt.desc(), t.id.desc()),
    check('posts_price_non_negative', sql`${t.priceCents} >= 0`),
    // Search: case- and accent-insensitive substring matching (hdx_fold is created in migration 0000).
    index('posts_title_folded_index').using('gin', t.titleFolded.op('gin_trgm_ops')),
    // The results page's full-text search.
    index('posts_search_vector_index').using('gin', t.searchVector),
    // The Node server reads the (few) withdrawn posts on every takedown refresh.
    index('posts_withdrawn_index')
      .on(t.id)
      .where(sql`${t.withdrawnAt} is not null`),
  ],
);

export const postTechniques = pgTable(
  'post_techniques',
  {
    postId: cascadeLink(() => posts.id),
    techniqueId: cascadeLink(() => techniques.id),
  },
  (t) => [primaryKey({ columns: [t.postId, t.techniqueId] }), index().on(t.techniqueId)],
);

export const likes = pgTable(
  'likes',
  {
    id: id(),
    userId: cascadeLink(() => users.id),
    postId: cascadeLink(() => posts.id),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.userId, t.postId), index().on(t.postId)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    userId: cascadeLink(() => users.id),
    postId: cascadeLink(() => posts.id),
    /** Half-stars: 1 = 0.5 star ... 10 = 5 stars. */
    halves: smallint().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.userId, t.postId),
    index().on(t.postId),
    check('ratings_halves_range', sql`${t.halves} between 1 and 10`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: cascadeLink(() => users.id),
    postId: cascadeLink(() => posts.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index().on(t.postId)],
);

/** One row per visitor per post per window, so a loop cannot inflate `posts.views`. */
export const postViews = pgTable(
  'post_views',
  {
    postId: cascadeLink(() => posts.id),
    visitorHash: text().notNull(),
    /** Keyed hash of the address alone: caps the views one address adds, whatever its User-Agent. */
    addressHash: text().notNull().default(''),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.visitorHash] }),
    index().on(t.viewedAt),
    index().on(t.postId, t.addressHash),
  ],
);
