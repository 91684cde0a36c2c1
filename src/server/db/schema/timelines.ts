import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadeLink, createdAt, id } from './columns';
import { techniques } from './library';
import { posts } from './posts';

/**
 * A post's chapters: moments of its video, each optionally tied to the technique it shows
 * (the technique pages list them). Rewritten as a whole by PUT /posts/{id}/chapters.
 */
export const postChapters = pgTable(
  'post_chapters',
  {
    id: id(),
    postId: cascadeLink(() => posts.id),
    startSeconds: integer().notNull(),
    title: text().notNull(),
    // A deleted technique leaves the moment in the video, untied.
    techniqueId: integer().references(() => techniques.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.postId, t.startSeconds),
    index().on(t.techniqueId),
    check('post_chapters_start_non_negative', sql`${t.startSeconds} >= 0`),
  ],
);

/** A post's WebVTT captions, one file per language (en, fr), in the uploads storage. */
export const postCaptions = pgTable(
  'post_captions',
  {
    postId: cascadeLink(() => posts.id),
    lang: text().notNull(),
    url: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.lang] }), check('post_captions_lang', sql`${t.lang} in ('en', 'fr')`)],
);
