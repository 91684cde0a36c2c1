import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

export const REBUILD_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type RebuildStatus = (typeof REBUILD_STATUSES)[number];

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
