import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { centsToPrice } from '../../../contract/price';
import type { Executor } from '../../db/client';
import {
  likes,
  manuscripts,
  masterHistories,
  orders,
  postTypes,
  postViewDays,
  posts,
  publicities,
  ratings,
  techniques,
  users,
  weapons,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { averageRate } from '../engagement/average-rate';
import { fillDays, lastDays } from './days';

export interface Counts {
  users: number;
  admins: number;
  posts: number;
  postTypes: number;
  weapons: number;
  masterHistories: number;
  manuscripts: number;
  techniques: number;
  publicities: number;
  likes: number;
  ratings: number;
  views: number;
  sales: number;
  revenue: string;
}

export interface Series {
  days: string[];
  views: number[];
  sales: number[];
  /** Euros per day, as numbers (chart values). */
  revenue: number[];
}

export interface TopPost {
  id: number;
  title: string;
  views: number;
  periodViews: number;
  likesCount: number;
  rate: number;
}

const count = (table: PgTable, where: SQL = sql``) => sql`(select count(*) from ${table} ${where})`;

/** The dashboard's figures in one statement. */
export async function counts(db: Executor): Promise<Counts> {
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`select
      ${count(users)} as users,
      ${count(users, sql`where ${users.role} = 'ROLE_ADMIN'`)} as admins,
      ${count(posts)} as posts,
      ${count(postTypes)} as post_types,
      ${count(weapons)} as weapons,
      ${count(masterHistories)} as master_histories,
      ${count(manuscripts)} as manuscripts,
      ${count(techniques)} as techniques,
      ${count(publicities)} as publicities,
      ${count(likes)} as likes,
      ${count(ratings)} as ratings,
      (select coalesce(sum(${posts.views}), 0) from ${posts}) as views,
      ${count(orders, sql`where ${orders.status} = 'paid'`)} as sales,
      (select coalesce(sum(${orders.totalCents}), 0) from ${orders} where ${orders.status} = 'paid') as revenue_cents`),
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    users: n('users'),
    admins: n('admins'),
    posts: n('posts'),
    postTypes: n('post_types'),
    weapons: n('weapons'),
    masterHistories: n('master_histories'),
    manuscripts: n('manuscripts'),
    techniques: n('techniques'),
    publicities: n('publicities'),
    likes: n('likes'),
    ratings: n('ratings'),
    views: n('views'),
    sales: n('sales'),
    revenue: centsToPrice(n('revenue_cents')),
  };
}

/** Views, paid orders and their amount per UTC day over the last `days` days. */
export async function series(db: Executor, days: number, now = new Date()): Promise<Series> {
  const range = lastDays(days, now);
  const since = range[0]!;
  const [viewRows, saleRows] = await Promise.all([
    db
      .select({ day: postViewDays.day, views: sql<number>`sum(${postViewDays.views})::int` })
      .from(postViewDays)
      .where(gte(postViewDays.day, since))
      .groupBy(postViewDays.day),
    db
      .select({
        day: sql<string>`((${orders.paidAt} at time zone 'UTC')::date)::text`,
        sales: sql<number>`count(*)::int`,
        cents: sql<string>`sum(${orders.totalCents})`,
      })
      .from(orders)
      .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, new Date(`${since}T00:00:00Z`))))
      .groupBy(sql`1`),
  ]);
  return {
    days: range,
    views: fillDays(range, viewRows, (row) => Number(row?.views ?? 0)),
    sales: fillDays(range, saleRows, (row) => Number(row?.sales ?? 0)),
    revenue: fillDays(range, saleRows, (row) => Number(row?.cents ?? 0) / 100),
  };
}

/** The most viewed posts, with their views over the period, likes and rating. */
export async function topPosts(db: Executor, limit: number, days: number, now = new Date()): Promise<TopPost[]> {
  const since = lastDays(days, now)[0]!;
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      views: posts.views,
      // Written out: drizzle leaves columns unqualified in one-table selects, which these would misread.
      periodViews: sql<number>`(select coalesce(sum(d.views), 0)::int from post_view_days d where d.post_id = posts.id and d.day >= ${since})`,
      likesCount: sql<number>`(select count(*)::int from likes l where l.post_id = posts.id)`,
      ratingHalvesSum: posts.ratingHalvesSum,
      ratingCount: posts.ratingCount,
    })
    .from(posts)
    .orderBy(desc(posts.views), desc(posts.id))
    .limit(limit);
  return rows.map(({ ratingHalvesSum, ratingCount, ...row }) => ({
    ...row,
    periodViews: Number(row.periodViews),
    likesCount: Number(row.likesCount),
    rate: averageRate(ratingHalvesSum, ratingCount),
  }));
}
