import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeLink, createdAt } from './columns';
import { users } from './users';

/**
 * The resumable (tus) uploads members created: what their quotas count. A row is written
 * when the upload is created (under the member's lock) and ended when it is finished,
 * terminated, refused or swept; ended rows are kept an hour for the hourly creation limit.
 */
export const tusUploads = pgTable(
  'tus_uploads',
  {
    /** The tus upload id (`u{userId}-{random}`). */
    id: text().primaryKey(),
    userId: cascadeLink(() => users.id),
    /** Upload-Length, or VIDEO_MAX_BYTES when the length is deferred. */
    declaredBytes: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /** Null while unfinished: the upload holds one of its member's slots. */
    endedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);
