import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../../db/client';
import { lockFor } from '../../../db/locks';
import { cartPackages, cartPosts, carts, packages, posts } from '../../../db/schema';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import { boughtPostIds, ownsEveryPost, packageContents, purchasedPackageIds, sharePosts } from './purchases';
import { CART_MESSAGES, refusePackage, refusePost, type Refusal } from './rules';

export { loadActiveCart } from '../../auth/active-cart';

const refuse = (refusal: Refusal) => new HttpError(refusal.status, refusal.message);

/** The user's active cart id, made on first need (the partial unique index keeps it single). */
export async function ensureActiveCart(db: Executor, userId: number): Promise<number> {
  await db
    .insert(carts)
    .values({ userId })
    .onConflictDoNothing({ target: carts.userId, where: sql`status = 'active'` });
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'active')));
  return cart!.id;
}

/**
 * Runs a change of the user's cart holding the user's cart lock: two adds or removes of
 * one user run one after the other, so each sees the other's line and each answer
 * describes the change it made (no post and its package both let in by a race).
 */
function withCartLock<T>(db: Database, userId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockFor(tx, 'cart', userId);
    return change(tx);
  });
}

/** The posts and packages in a cart, with what each package holds. */
async function cartLines(tx: Tx, cartId: number) {
  const [postRows, packageRows] = await Promise.all([
    tx.select({ postId: cartPosts.postId }).from(cartPosts).where(eq(cartPosts.cartId, cartId)),
    tx.select({ packageId: cartPackages.packageId }).from(cartPackages).where(eq(cartPackages.cartId, cartId)),
  ]);
  return { postIds: postRows.map((row) => row.postId), packageIds: packageRows.map((row) => row.packageId) };
}

export async function addPostToCart(db: Database, userId: number, postId: number): Promise<void> {
  await withCartLock(db, userId, async (tx) => {
    const [post] = await tx
      .select({ userId: posts.userId, priceCents: posts.priceCents, withdrawnAt: posts.withdrawnAt })
      .from(posts)
      .where(eq(posts.id, postId));
    if (!post) throw notFound(MESSAGES.postNotFound);
    const cartId = await ensureActiveCart(tx, userId);
    const lines = await cartLines(tx, cartId);
    const contents = await packageContents(tx, lines.packageIds);
    const refusal = refusePost({
      buyerId: userId,
      authorId: post.userId,
      priceCents: post.priceCents,
      withdrawn: post.withdrawnAt !== null,
      bought: (await boughtPostIds(tx, userId, [postId])).has(postId),
      inCart: lines.postIds.includes(postId),
      inCartPackage: [...contents.values()].some((entry) => entry.postIds.includes(postId)),
    });
    if (refusal) throw refuse(refusal);
    await tx.insert(cartPosts).values({ cartId, postId });
  });
}

export async function addPackageToCart(db: Database, userId: number, packageId: number): Promise<void> {
  await withCartLock(db, userId, async (tx) => {
    const [pkg] = await tx.select({ sellerId: packages.sellerId }).from(packages).where(eq(packages.id, packageId));
    if (!pkg) throw notFound(CART_MESSAGES.packageNotFound);
    const cartId = await ensureActiveCart(tx, userId);
    const lines = await cartLines(tx, cartId);
    const contents = await packageContents(tx, [...lines.packageIds, packageId]);
    const own = contents.get(packageId);
    const bought = await boughtPostIds(tx, userId, own?.postIds ?? []);
    const refusal = refusePackage({
      buyerId: userId,
      sellerId: pkg.sellerId,
      withdrawn: own?.withdrawn ?? false,
      purchased: (await purchasedPackageIds(tx, userId, [packageId])).has(packageId),
      bought: ownsEveryPost(own, bought),
      inCart: lines.packageIds.includes(packageId),
      postInCart: lines.postIds.some((id) => own?.postIds.includes(id)),
      overlapsPackage: lines.packageIds.some((id) => id !== packageId && sharePosts(contents.get(id), own)),
    });
    if (refusal) throw refuse(refusal);
    await tx.insert(cartPackages).values({ cartId, packageId });
  });
}

/** Removes a line (by its cart line id) from the user's active cart; 404 when it is not there. */
export async function removeFromCart(
  db: Database,
  userId: number,
  kind: 'post' | 'package',
  lineId: number,
): Promise<void> {
  await withCartLock(db, userId, async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.status, 'active')));
    const removed = !cart
      ? []
      : kind === 'post'
        ? await tx
            .delete(cartPosts)
            .where(and(eq(cartPosts.id, lineId), eq(cartPosts.cartId, cart.id)))
            .returning({ id: cartPosts.id })
        : await tx
            .delete(cartPackages)
            .where(and(eq(cartPackages.id, lineId), eq(cartPackages.cartId, cart.id)))
            .returning({ id: cartPackages.id });
    if (removed.length === 0) throw notFound(CART_MESSAGES.itemNotFound);
  });
}
