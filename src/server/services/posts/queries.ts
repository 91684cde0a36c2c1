import { and, eq, exists, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Post } from '../../../contract/posts';
import type { Executor } from '../../db/client';
import { manuscripts, masterHistories, postTechniques, postTypes, posts, techniques, weapons } from '../../db/schema';
import type { Storage } from '../storage/types';
import { pageOf, selectPosts, toView } from './select';

export type PostOrder = 'recent' | 'views' | 'oldest';

export interface ListOptions {
  page: number;
  perPage: number;
  order?: PostOrder | SQL[];
  where?: SQL | undefined;
}

// NULLS LAST/FIRST spelled out so the order matches the (x DESC NULLS LAST, id DESC NULLS
// LAST) indexes exactly: a bare DESC means NULLS FIRST and would sort the whole table.
export const ORDERS: Record<PostOrder, SQL[]> = {
  views: [sql`${posts.views} desc nulls last`, sql`${posts.id} desc nulls last`],
  oldest: [sql`${posts.createdAt} asc nulls first`, sql`${posts.id} asc nulls first`],
  recent: [sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`],
};

/**
 * What the public lists (posts, trends, news, related, search, profiles) show: not the
 * posts withdrawn from sale, which only their buyers (by id) still reach.
 */
export const listed = (): SQL => isNull(posts.withdrawnAt);

export async function listPosts(db: Executor, storage: Storage, options: ListOptions): Promise<Post[]> {
  const order = Array.isArray(options.order) ? options.order : ORDERS[options.order ?? 'recent'];
  const page = pageOf(db, options.where, order, options.perPage, (options.page - 1) * options.perPage);
  const rows = await selectPosts(db, page).orderBy(...order);
  return rows.map((row) => toView(row, storage));
}

/** The posts of these ids by id (those gone left out): for the lists holding posts (cart, likes, favorites). */
export async function postsById(db: Executor, storage: Storage, ids: number[]): Promise<Map<number, Post>> {
  if (!ids.length) return new Map();
  const views = await listPosts(db, storage, { page: 1, perPage: ids.length, where: inArray(posts.id, ids) });
  return new Map(views.map((post) => [post.id, post]));
}

export async function countPosts(db: Executor, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(where);
  return Number(row?.n ?? 0);
}

export async function getPost(db: Executor, storage: Storage, id: number): Promise<Post | null> {
  const [row] = await selectPosts(db, pageOf(db, eq(posts.id, id), [], 1, 0));
  return row ? toView(row, storage) : null;
}

/** Filters of the public lists, by slug (the site's pages are per slug) or user id. */
export interface PostFilters {
  postType?: string | undefined;
  weapon?: string | undefined;
  master?: string | undefined;
  manuscript?: string | undefined;
  technique?: string | undefined;
  user?: number | undefined;
}

/**
 * A WHERE clause that works with or without the list's joins (subqueries on the slug),
 * so the count query stays a single-table scan.
 */
export function postFilterWhere(db: Executor, filters: PostFilters): SQL | undefined {
  const idOf = (table: typeof postTypes | typeof weapons | typeof masterHistories | typeof manuscripts, slug: string) =>
    db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  const conditions: (SQL | undefined)[] = [
    listed(),
    filters.postType === undefined ? undefined : inArray(posts.postTypeId, idOf(postTypes, filters.postType)),
    filters.weapon === undefined ? undefined : inArray(posts.weaponId, idOf(weapons, filters.weapon)),
    filters.master === undefined ? undefined : inArray(posts.masterId, idOf(masterHistories, filters.master)),
    filters.manuscript === undefined ? undefined : inArray(posts.manuscriptId, idOf(manuscripts, filters.manuscript)),
    filters.technique === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(postTechniques)
            .innerJoin(techniques, eq(techniques.id, postTechniques.techniqueId))
            .where(and(eq(postTechniques.postId, posts.id), eq(techniques.slug, filters.technique))),
        ),
    filters.user === undefined ? undefined : eq(posts.userId, filters.user),
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/**
 * Posts sharing the most with `id`: same weapon or master (3 points each), manuscript (2),
 * each common technique (2), content type (1); then by views. One query.
 */
export async function relatedPosts(db: Executor, storage: Storage, id: number, limit: number): Promise<Post[] | null> {
  const [post] = await db
    .select({
      weaponId: posts.weaponId,
      masterId: posts.masterId,
      manuscriptId: posts.manuscriptId,
      postTypeId: posts.postTypeId,
    })
    .from(posts)
    .where(eq(posts.id, id));
  if (!post) return null;
  const same = (column: AnyPgColumn, value: number | null, points: number) =>
    value === null ? sql`0` : sql`(case when ${column} = ${value} then ${points} else 0 end)`;
  const sharedTechniques = sql`(select count(*) from ${postTechniques} pt where pt.post_id = ${posts.id} and pt.technique_id in (select technique_id from ${postTechniques} own where own.post_id = ${id}))`;
  const score = sql`(${same(posts.weaponId, post.weaponId, 3)} + ${same(posts.masterId, post.masterId, 3)} + ${same(posts.manuscriptId, post.manuscriptId, 2)} + ${same(posts.postTypeId, post.postTypeId, 1)} + 2 * ${sharedTechniques})`;
  const anyLink = or(
    post.weaponId === null ? undefined : eq(posts.weaponId, post.weaponId),
    post.masterId === null ? undefined : eq(posts.masterId, post.masterId),
    post.manuscriptId === null ? undefined : eq(posts.manuscriptId, post.manuscriptId),
    post.postTypeId === null ? undefined : eq(posts.postTypeId, post.postTypeId),
    sql`${sharedTechniques} > 0`,
  );
  return listPosts(db, storage, {
    page: 1,
    perPage: limit,
    where: and(listed(), ne(posts.id, id), anyLink),
    order: [sql`${score} desc`, ...ORDERS.views],
  });
}
