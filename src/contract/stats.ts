import { z } from '@hono/zod-openapi';
import { searchText } from './fields';

export const POST_STAT_SORTS = ['createdAt', 'title', 'price', 'views', 'likes', 'rate', 'sales'] as const;

export const StatsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(7)
    .max(365)
    .default(30)
    .openapi({ description: 'Length of the series in days, ending today (UTC)' }),
  top: z.coerce.number().int().min(1).max(50).default(10).openapi({ description: 'How many top posts' }),
});

export const StatsSchema = z
  .object({
    counts: z.object({
      users: z.number().int(),
      admins: z.number().int(),
      posts: z.number().int(),
      postTypes: z.number().int(),
      weapons: z.number().int(),
      masterHistories: z.number().int(),
      manuscripts: z.number().int(),
      techniques: z.number().int(),
      publicities: z.number().int(),
      likes: z.number().int(),
      ratings: z.number().int(),
      views: z.number().int(),
      sales: z.number().int().openapi({ description: 'Paid orders' }),
      revenue: z.string().openapi({ example: '129.90', description: 'Paid orders in euros' }),
    }),
    series: z
      .object({
        days: z.array(z.string()).openapi({ description: 'UTC days, oldest first (YYYY-MM-DD)' }),
        views: z.array(z.number().int()),
        sales: z.array(z.number().int()),
        revenue: z.array(z.number()).openapi({ description: 'Euros per day' }),
      })
      .openapi({ description: 'One value per day for each of `days`' }),
    topPosts: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        views: z.number().int(),
        periodViews: z.number().int().openapi({ description: 'Views counted during the period' }),
        likesCount: z.number().int(),
        rate: z.number(),
      }),
    ),
  })
  .openapi('Stats');

export const PostStatsQuery = z.object({
  q: searchText(100, { trim: true }).optional().openapi({ description: 'Words of the title' }),
  sort: z.enum(POST_STAT_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const PostStatSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    price: z.string(),
    views: z.number().int(),
    likesCount: z.number().int(),
    rate: z.number(),
    ratingCount: z.number().int(),
    salesCount: z.number().int(),
    user: z.object({ id: z.number().int(), username: z.string() }),
    postType: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('PostStat');

export type Stats = z.infer<typeof StatsSchema>;
export type PostStat = z.infer<typeof PostStatSchema>;
export type PostStatSort = (typeof POST_STAT_SORTS)[number];
export type PostStatsParams = z.output<typeof PostStatsQuery>;
export type StatsCounts = Stats['counts'];
export type StatsSeries = Stats['series'];
export type TopPost = Stats['topPosts'][number];
