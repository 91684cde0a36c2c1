import { eq, sql, type SQL } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/price';
import type { Post, Ref } from '../../../contract/posts';
import type { Executor } from '../../db/client';
import {
  likes,
  manuscripts,
  masterHistories,
  postTechniques,
  postTypes,
  posts,
  techniques,
  users,
  weapons,
} from '../../db/schema';
import { averageRate } from '../engagement/average-rate';
import type { Storage } from '../storage/types';

const ref = (table: typeof postTypes | typeof weapons | typeof masterHistories) =>
  sql<Ref | null>`case when ${table.id} is null then null else json_build_object('id', ${table.id}, 'name', ${table.name}::text, 'slug', ${table.slug}) end`;

/** The page of post rows (filtered, ordered, limited), as a subquery named "posts". */
export function pageOf(db: Executor, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return db
    .select()
    .from(posts)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('posts');
}

export type PostPage = ReturnType<typeof pageOf>;

/**
 * One SQL statement per list: joins for the single refs, correlated subqueries for the
 * lists. `page` is the already filtered, ordered and limited set of post rows, aliased
 * "posts": joining only that page keeps a list at a few index lookups, where joining
 * first would build every post's JSON before sorting.
 */
export function selectPosts(db: Executor, page: PostPage) {
  return db
    .select({
      id: posts.id,
      title: posts.title,
      description: posts.description,
      priceCents: posts.priceCents,
      mediaKey: posts.mediaKey,
      posterUrl: posts.posterUrl,
      durationSeconds: posts.durationSeconds,
      userId: users.id,
      username: sql<string>`${users.username}::text`,
      userFileUrl: users.fileUrl,
      views: posts.views,
      ratingHalvesSum: posts.ratingHalvesSum,
      ratingCount: posts.ratingCount,
      likesCount: sql<number>`(select count(*)::int from ${likes} where ${likes.postId} = ${posts.id})`,
      postType: ref(postTypes),
      weapon: ref(weapons),
      masterHistory: ref(masterHistories),
      manuscript: sql<Ref | null>`case when ${manuscripts.id} is null then null else json_build_object('id', ${manuscripts.id}, 'name', ${manuscripts.title}::text, 'slug', ${manuscripts.slug}) end`,
      techniques: sql<
        Ref[]
      >`coalesce((select json_agg(json_build_object('id', ${techniques.id}, 'name', ${techniques.name}::text, 'slug', ${techniques.slug}) order by ${techniques.name}) from ${postTechniques} join ${techniques} on ${techniques.id} = ${postTechniques.techniqueId} where ${postTechniques.postId} = ${posts.id}), '[]'::json)`,
      createdAt: posts.createdAt,
    })
    .from(page)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(postTypes, eq(postTypes.id, posts.postTypeId))
    .leftJoin(weapons, eq(weapons.id, posts.weaponId))
    .leftJoin(masterHistories, eq(masterHistories.id, posts.masterId))
    .leftJoin(manuscripts, eq(manuscripts.id, posts.manuscriptId));
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

export function toView(row: PostRow, storage: Storage): Post {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: centsToPrice(row.priceCents),
    // Paid videos are never given a permanent public address.
    fileUrl: row.mediaKey && row.priceCents === 0 ? storage.publicUrl(row.mediaKey) : null,
    posterUrl: row.posterUrl,
    durationSeconds: row.durationSeconds,
    user: { id: row.userId, username: row.username, fileUrl: row.userFileUrl },
    views: row.views,
    rate: averageRate(row.ratingHalvesSum, row.ratingCount),
    ratingCount: row.ratingCount,
    likesCount: Number(row.likesCount),
    postType: row.postType,
    weapon: row.weapon,
    masterHistory: row.masterHistory,
    manuscript: row.manuscript,
    techniques: row.techniques,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
