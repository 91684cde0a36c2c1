import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Views counted per post and UTC day, for the dashboard's views-over-time chart. Filled by
 * the `posts_daily_views` trigger whenever `posts.views` grows, so every way of counting a
 * view is recorded. No foreign key: the history of a deleted post still counts in the totals.
 */
export const postViewDays = pgTable(
  'post_view_days',
  {
    postId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] }), index().on(t.day)],
);
