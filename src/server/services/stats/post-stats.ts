import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/price';
import type { PostStat, PostStatSort, PostStatsParams } from '../../../contract/stats';
import type { Executor } from '../../db/client';
import { posts, postTypes, users } from '../../db/schema';
import { averageRate } from '../engagement/average-rate';
import { escapeLike } from '../search/title-search';

// Correlated subqueries are written out: drizzle may leave columns unqualified, which they would misread.
const likesCount = sql<number>`(select count(*)::int from likes l where l.post_id = posts.id)`;
const salesCount = sql<number>`(select count(*)::int from order_lines ol join orders o on o.id = ol.order_id
  where ol.post_id = posts.id and o.status = 'paid')`;
const rateExpr = sql`case when ${posts.ratingCount} = 0 then 0 else ${posts.ratingHalvesSum}::float / ${posts.ratingCount} end`;

const SORT_COLUMNS: Record<PostStatSort, SQL> = {
  createdAt: sql`${posts.createdAt}`,
  title: sql`lower(${posts.title})`,
  price: sql`${posts.priceCents}`,
  views: sql`${posts.views}`,
  likes: likesCount,
  rate: rateExpr,
  sales: salesCount,
};

/** Title words, ignoring case and accents (the same folding as the site search). */
const titleMatches = (q: string | undefined) =>
  q ? sql`${posts.titleFolded} like '%' || hdx_fold(${escapeLike(q)}) || '%'` : undefined;

/** Every post with its figures, for the dashboard's posts table: searched, sorted, paginated. */
export async function listPostStats(
  db: Executor,
  query: PostStatsParams,
): Promise<{ items: PostStat[]; total: number }> {
  const where = titleMatches(query.q);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: posts.id,
        title: posts.title,
        priceCents: posts.priceCents,
        views: posts.views,
        likesCount,
        ratingHalvesSum: posts.ratingHalvesSum,
        ratingCount: posts.ratingCount,
        salesCount,
        userId: users.id,
        username: sql<string>`${users.username}::text`,
        postType: sql<string | null>`${postTypes.name}::text`,
        createdAt: posts.createdAt,
      })
      .from(posts)
      .innerJoin(users, sql`${users.id} = ${posts.userId}`)
      .leftJoin(postTypes, sql`${postTypes.id} = ${posts.postTypeId}`)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(posts.id))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      price: centsToPrice(row.priceCents),
      views: row.views,
      likesCount: Number(row.likesCount),
      rate: averageRate(row.ratingHalvesSum, row.ratingCount),
      ratingCount: row.ratingCount,
      salesCount: Number(row.salesCount),
      user: { id: row.userId, username: row.username },
      postType: row.postType,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
