import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { updatedAt } from './columns';
import { posts } from './posts';

/** One rendition of a post's HLS ladder, as the master playlist lists it. */
export interface StreamRendition {
  height: number;
  bandwidth: number;
}

/**
 * The adaptive-streaming state of a post's video (one row per post with a video): written
 * with the post (queued), then by the transcode job (processing with its progress, ready
 * with the renditions under hls/{postId}/ in the storage, or failed once its retries ran out).
 */
export const postStreams = pgTable(
  'post_streams',
  {
    postId: integer()
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    status: text().notNull().default('queued'),
    progress: integer().notNull().default(0),
    renditions: jsonb().$type<StreamRendition[]>().notNull().default([]),
    /** The last attempt's error, for the dashboard's failed jobs. */
    error: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.status),
    check('post_streams_status', sql`${t.status} in ('queued', 'processing', 'ready', 'failed')`),
    check('post_streams_progress', sql`${t.progress} between 0 and 100`),
  ],
);
