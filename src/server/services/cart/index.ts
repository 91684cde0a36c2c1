import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cartPackages, cartPosts, carts, packages, posts } from '../../db/schema';
import { HttpError, MESSAGES, notFound } from '../../lib/http-error';
import { hasGrant, ownsWholePackage } from '../access/grants';
import { CART_MESSAGES, refusePackage, refusePost, type Refusal } from './rules';

export { loadActiveCart, type ActiveCartView } from '../auth/active-cart';
export { CART_MESSAGES } from './rules';

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

export async function addPostToCart(db: Database, userId: number, postId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [post] = await tx
      .select({ userId: posts.userId, priceCents: posts.priceCents })
      .from(posts)
      .where(eq(posts.id, postId));
    if (!post) throw notFound(MESSAGES.postNotFound);
    const cartId = await ensureActiveCart(tx, userId);
    const [line] = await tx
      .select({ id: cartPosts.id })
      .from(cartPosts)
      .where(and(eq(cartPosts.cartId, cartId), eq(cartPosts.postId, postId)));
    const refusal = refusePost({
      buyerId: userId,
      authorId: post.userId,
      priceCents: post.priceCents,
      bought: await hasGrant(tx, userId, postId),
      inCart: Boolean(line),
    });
    if (refusal) throw refuse(refusal);
    const added = await tx
      .insert(cartPosts)
      .values({ cartId, postId })
      .onConflictDoNothing()
      .returning({ id: cartPosts.id });
    // Two clicks racing: the unique (cart, post) constraint lets one through.
    if (added.length === 0) throw refuse({ status: 409, message: CART_MESSAGES.postInCart });
  });
}

export async function addPackageToCart(db: Database, userId: number, packageId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [pkg] = await tx.select({ sellerId: packages.sellerId }).from(packages).where(eq(packages.id, packageId));
    if (!pkg) throw notFound(CART_MESSAGES.packageNotFound);
    const cartId = await ensureActiveCart(tx, userId);
    const [line] = await tx
      .select({ id: cartPackages.id })
      .from(cartPackages)
      .where(and(eq(cartPackages.cartId, cartId), eq(cartPackages.packageId, packageId)));
    const refusal = refusePackage({
      buyerId: userId,
      sellerId: pkg.sellerId,
      bought: await ownsWholePackage(tx, userId, packageId),
      inCart: Boolean(line),
    });
    if (refusal) throw refuse(refusal);
    const added = await tx
      .insert(cartPackages)
      .values({ cartId, packageId })
      .onConflictDoNothing()
      .returning({ id: cartPackages.id });
    if (added.length === 0) throw refuse({ status: 409, message: CART_MESSAGES.packageInCart });
  });
}

/** Removes a line (by its cart line id) from the user's active cart; 404 when it is not there. */
export async function removeFromCart(
  db: Database,
  userId: number,
  kind: 'post' | 'package',
  lineId: number,
): Promise<void> {
  const active = db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'active')));
  const removed =
    kind === 'post'
      ? await db
          .delete(cartPosts)
          .where(and(eq(cartPosts.id, lineId), inArray(cartPosts.cartId, active)))
          .returning({ id: cartPosts.id })
      : await db
          .delete(cartPackages)
          .where(and(eq(cartPackages.id, lineId), inArray(cartPackages.cartId, active)))
          .returning({ id: cartPackages.id });
  if (removed.length === 0) throw notFound(CART_MESSAGES.itemNotFound);
}
