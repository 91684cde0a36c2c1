import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';
import type { RebuildStatus } from '../../../contract/enums';

export const rebuilds = pgTable(
  'rebuilds',
  {
    id: id(),
    status: text().$type<RebuildStatus>().notNull().default('queued'),
    requestedById: integer().references(() => users.id, { onDelete: 'set null' }),
    progress: integer().notNull().default(0),
    log: text().notNull().default(''),
    error: text(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.requestedById)],
);

/** Single-row key/value settings, e.g. when content last changed vs. last publish. */
export const siteState = pgTable('site_state', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The published site's content (issue 30): each content source's answer (src/render/content-sources.ts) as
 * Publish read it, written in the publish's transaction. Every server renders its public pages from
 * these rows, never from the live tables: edits stay invisible until Publish. `digest` tells a publish
 * whether the answer changed at all (then the row is written), `shownDigest` whether what the pages
 * show of it changed (a post's live counters left out, src/lib/post-counts.ts): only then does the row
 * get the publish's `version`, which is the publish that last changed what the pages show. A takedown
 * takes its posts out of the `posts` answer in its own transaction (services/takedowns/unpublish.ts);
 * `publishedAt` is the time of the last write, the mark a server compares with what it shows.
 */
export const publishedContent = pgTable('published_content', {
  source: text().primaryKey(),
  answer: jsonb().$type<unknown[]>().notNull(),
  digest: text().notNull(),
  shownDigest: text().notNull(),
  version: integer().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
