import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { cascadeLink, citext, createdAt, id, updatedAt } from './columns';

/** Trigram index on the accent- and case-folded text, for search (hdx_fold is created in migration 0000). */
const searchIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`hdx_fold(${column}) gin_trgm_ops`);

/** A French text; '' means not yet translated (the English is shown with a marker). */
const frenchText = () => text().notNull().default('');

/** The columns every named library entry opens with: its name, address segment and description, in both languages. */
const namedEntry = () => ({
  id: id(),
  name: citext().notNull().unique(),
  slug: text().notNull().unique(),
  description: text().notNull().default(''),
  nameFr: frenchText(),
  descriptionFr: frenchText(),
});

/** The uploaded picture and the row's times every library entry closes with. */
const fileAndTimes = () => ({ fileUrl: text(), createdAt: createdAt(), updatedAt: updatedAt() });

/** Content types (the spec's "post types"): videos, sparring, application, ... */
export const postTypes = pgTable(
  'post_types',
  {
    ...namedEntry(),
    ...fileAndTimes(),
  },
  (t) => [searchIndex('post_types_name_search_index', t.name)],
);

/** Martial arts, i.e. weapons (longsword, rapier, ...). */
export const weapons = pgTable(
  'weapons',
  {
    ...namedEntry(),
    ...fileAndTimes(),
  },
  (t) => [searchIndex('weapons_name_search_index', t.name)],
);

export const masterHistories = pgTable(
  'master_histories',
  {
    ...namedEntry(),
    /** Free text such as "fl. 1389" or "c. 1350 – after 1409". */
    period: text().notNull().default(''),
    origin: text().notNull().default(''),
    periodFr: frenchText(),
    originFr: frenchText(),
    ...fileAndTimes(),
  },
  (t) => [searchIndex('master_histories_name_search_index', t.name)],
);

/** Lineage: `masterId` was influenced by `influencedById`. */
export const masterLineage = pgTable(
  'master_lineage',
  {
    masterId: cascadeLink(() => masterHistories.id),
    influencedById: cascadeLink(() => masterHistories.id),
  },
  (t) => [primaryKey({ columns: [t.masterId, t.influencedById] }), index().on(t.influencedById)],
);

export const manuscripts = pgTable(
  'manuscripts',
  {
    id: id(),
    title: citext().notNull().unique(),
    slug: text().notNull().unique(),
    shelfmark: text().notNull().default(''),
    institution: text().notNull().default(''),
    /** Human-readable date ("c. 1410"); `year` is for sorting. */
    dateLabel: text().notNull().default(''),
    year: integer(),
    authorId: integer().references(() => masterHistories.id, { onDelete: 'set null' }),
    language: text().notNull().default(''),
    description: text().notNull().default(''),
    titleFr: frenchText(),
    descriptionFr: frenchText(),
    dateLabelFr: frenchText(),
    languageFr: frenchText(),
    /** A library's IIIF manifest this manuscript is read from instead of its own folios (https). */
    manifestUrl: text(),
    /** The kept copy of that manifest (fetched by the server, admin-only), and when it was fetched. */
    manifest: jsonb(),
    manifestFetchedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...fileAndTimes(),
  },
  (t) => [index().on(t.authorId), searchIndex('manuscripts_title_search_index', t.title)],
);

export const techniques = pgTable(
  'techniques',
  {
    ...namedEntry(),
    weaponId: integer().references(() => weapons.id, { onDelete: 'set null' }),
    masterId: integer().references(() => masterHistories.id, { onDelete: 'set null' }),
    manuscriptId: integer().references(() => manuscripts.id, { onDelete: 'set null' }),
    ...fileAndTimes(),
  },
  (t) => [
    index().on(t.weaponId),
    index().on(t.masterId),
    index().on(t.manuscriptId),
    searchIndex('techniques_name_search_index', t.name),
  ],
);

export const publicities = pgTable('publicities', {
  id: id(),
  title: text().notNull(),
  description: text().notNull().default(''),
  url: text().notNull(),
  fileUrl: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The library pages whose address follows a name: the kinds a rename can move. */
export const SLUG_KINDS = ['weapon', 'master', 'manuscript', 'technique', 'post-type'] as const;
export type SlugKind = (typeof SLUG_KINDS)[number];

/**
 * The former address segments of renamed library entries (issue 16): an old link answers
 * 301 to the entry's current page. One row per (kind, segment); `entityId` points to the
 * entry of that kind (no foreign key: the kind picks the table; a deleted entry's rows
 * lead nowhere and are ignored).
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    id: id(),
    kind: text().$type<SlugKind>().notNull(),
    segment: text().notNull(),
    entityId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('slug_redirects_kind_segment').on(t.kind, t.segment),
    index().on(t.kind, t.entityId),
    check('slug_redirects_kind', sql`${t.kind} in ('weapon', 'master', 'manuscript', 'technique', 'post-type')`),
  ],
);
