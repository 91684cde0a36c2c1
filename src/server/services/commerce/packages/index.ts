import { and, asc, desc, eq, inArray, isNotNull, notExists, sql, type SQL } from 'drizzle-orm';
import { centsToPrice } from '../../../../contract/price';
import type { Database, Executor } from '../../../db/client';
import { packagePosts, packages, posts, users } from '../../../db/schema';
import { unprocessable } from '../../../lib/http-error';
import { API_MESSAGES } from '../../../../contract/api-messages';
import { fillApiText } from '../../../../contract/api-texts';

export const PACKAGE_MIN_POSTS = 2;

export interface PackagePostView {
  id: number;
  title: string;
  price: string;
  posterUrl: string | null;
}

/** A seller's bundle as the API shows it: one price for the posts it holds. */
export interface PackageView {
  id: number;
  title: string;
  description: string;
  price: string;
  seller: { id: number; username: string; fileUrl: string | null };
  posts: PackagePostView[];
  /** What the posts cost one by one, to show the saving. */
  postsTotal: string;
  createdAt: string;
  updatedAt: string;
}

export interface PackageInput {
  title: string;
  description?: string | undefined;
  priceCents: number;
  postIds: number[];
}

export type PackagePatch = Partial<PackageInput>;

async function viewsOf(db: Executor, where: SQL | undefined): Promise<PackageView[]> {
  const rows = await db
    .select({
      id: packages.id,
      title: packages.title,
      description: packages.description,
      priceCents: packages.priceCents,
      sellerId: users.id,
      username: sql<string>`${users.username}::text`,
      fileUrl: users.fileUrl,
      createdAt: packages.createdAt,
      updatedAt: packages.updatedAt,
    })
    .from(packages)
    .innerJoin(users, eq(users.id, packages.sellerId))
    .where(where)
    .orderBy(desc(packages.createdAt), desc(packages.id));
  if (rows.length === 0) return [];
  const contents = await db
    .select({
      packageId: packagePosts.packageId,
      id: posts.id,
      title: posts.title,
      priceCents: posts.priceCents,
      posterUrl: posts.posterUrl,
    })
    .from(packagePosts)
    .innerJoin(posts, eq(posts.id, packagePosts.postId))
    .where(
      inArray(
        packagePosts.packageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(posts.title), asc(posts.id));
  return rows.map((row) => {
    const own = contents.filter((item) => item.packageId === row.id);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      price: centsToPrice(row.priceCents),
      seller: { id: row.sellerId, username: row.username, fileUrl: row.fileUrl },
      posts: own.map((item) => ({
        id: item.id,
        title: item.title,
        price: centsToPrice(item.priceCents),
        posterUrl: item.posterUrl,
      })),
      postsTotal: centsToPrice(own.reduce((sum, item) => sum + item.priceCents, 0)),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** A package is for sale while none of its posts was withdrawn from sale. */
function forSale(db: Executor): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(packagePosts)
      .innerJoin(posts, eq(posts.id, packagePosts.postId))
      .where(and(eq(packagePosts.packageId, packages.id), isNotNull(posts.withdrawnAt))),
  );
}

/** Packages for sale of a seller, or holding a post, newest first. */
export function listPackages(
  db: Executor,
  filters: { sellerId?: number | undefined; postId?: number | undefined },
): Promise<PackageView[]> {
  const holding =
    filters.postId === undefined
      ? undefined
      : inArray(
          packages.id,
          db.select({ id: packagePosts.packageId }).from(packagePosts).where(eq(packagePosts.postId, filters.postId)),
        );
  return viewsOf(
    db,
    and(forSale(db), filters.sellerId === undefined ? undefined : eq(packages.sellerId, filters.sellerId), holding),
  );
}

export async function getPackage(db: Executor, id: number): Promise<PackageView | null> {
  return (await viewsOf(db, eq(packages.id, id)))[0] ?? null;
}

export async function packageSellerId(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.select({ sellerId: packages.sellerId }).from(packages).where(eq(packages.id, id));
  return row?.sellerId ?? null;
}

/** 422 unless the posts exist, are distinct enough and all belong to the seller. */
async function assertSellerPosts(db: Executor, sellerId: number, postIds: number[]): Promise<number[]> {
  const ids = [...new Set(postIds)];
  if (ids.length < PACKAGE_MIN_POSTS)
    throw unprocessable({ postIds: [`A package holds at least ${PACKAGE_MIN_POSTS} different posts`] });
  const found = await db
    .select({ id: posts.id, userId: posts.userId, withdrawnAt: posts.withdrawnAt })
    .from(posts)
    .where(inArray(posts.id, ids));
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length)
    throw unprocessable({ postIds: [fillApiText(API_MESSAGES.cart.noPost.en, { ids: missing.join(', ') })] });
  const foreign = found.filter((row) => row.userId !== sellerId).map((row) => row.id);
  if (foreign.length)
    throw unprocessable({
      postIds: [`A package holds only its seller's posts: ${foreign.join(', ')} belong to someone else`],
    });
  const withdrawn = found.filter((row) => row.withdrawnAt !== null).map((row) => row.id);
  if (withdrawn.length)
    throw unprocessable({ postIds: [fillApiText(API_MESSAGES.cart.withdrawnPosts.en, { ids: withdrawn.join(', ') })] });
  return ids;
}

export async function createPackage(db: Database, sellerId: number, input: PackageInput): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await assertSellerPosts(tx, sellerId, input.postIds);
    const [row] = await tx
      .insert(packages)
      .values({ sellerId, title: input.title, description: input.description ?? '', priceCents: input.priceCents })
      .returning({ id: packages.id });
    await tx.insert(packagePosts).values(ids.map((postId) => ({ packageId: row!.id, postId })));
    return row!.id;
  });
}

export async function updatePackage(db: Database, id: number, patch: PackagePatch): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ sellerId: packages.sellerId })
      .from(packages)
      .where(eq(packages.id, id))
      .for('update');
    if (!current) return false;
    const values = Object.fromEntries(
      Object.entries({ title: patch.title, description: patch.description, priceCents: patch.priceCents }).filter(
        ([, v]) => v !== undefined,
      ),
    );
    await tx
      .update(packages)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(packages.id, id));
    if (patch.postIds !== undefined) {
      const ids = await assertSellerPosts(tx, current.sellerId, patch.postIds);
      await tx.delete(packagePosts).where(eq(packagePosts.packageId, id));
      await tx.insert(packagePosts).values(ids.map((postId) => ({ packageId: id, postId })));
    }
    return true;
  });
}

export async function deletePackage(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(packages).where(eq(packages.id, id)).returning({ id: packages.id });
  return deleted.length > 0;
}
