import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cartPackages, cartPosts, carts, packages, posts } from '../../../db/schema';
import { boughtPostIds, ownsEveryPost, packageContents, purchasedPackageIds, sharePosts } from '../cart/purchases';
import { refusePackage, refusePost } from '../cart/rules';

export interface CartItem {
  kind: 'post' | 'package';
  postId: number | null;
  packageId: number | null;
  title: string;
  priceCents: number;
  sellerId: number;
  /** Why the item can no longer be bought (it became free, was withdrawn, bought meanwhile...). */
  refusal: string | null;
}

/**
 * The active cart's items with today's prices, each checked again against the cart rules
 * (the cart may have changed since the items were added: a post withdrawn, bought in
 * another order, or put into a package of the cart). A post that a package of the cart
 * also holds is refused, and so is a package sharing posts with an earlier one, so that
 * removing the refused lines leaves a cart that charges nothing twice.
 */
export async function cartItems(db: Executor, userId: number): Promise<{ cartId: number; items: CartItem[] } | null> {
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'active')));
  if (!cart) return null;
  const [postRows, packageRows] = await Promise.all([
    db
      .select({
        postId: posts.id,
        title: posts.title,
        priceCents: posts.priceCents,
        sellerId: posts.userId,
        withdrawnAt: posts.withdrawnAt,
      })
      .from(cartPosts)
      .innerJoin(posts, eq(posts.id, cartPosts.postId))
      .where(eq(cartPosts.cartId, cart.id))
      .orderBy(cartPosts.id),
    db
      .select({
        packageId: packages.id,
        title: packages.title,
        priceCents: packages.priceCents,
        sellerId: packages.sellerId,
      })
      .from(cartPackages)
      .innerJoin(packages, eq(packages.id, cartPackages.packageId))
      .where(eq(cartPackages.cartId, cart.id))
      .orderBy(cartPackages.id),
  ]);
  const packageIds = packageRows.map((row) => row.packageId);
  const contents = await packageContents(db, packageIds);
  const packaged = new Set([...contents.values()].flatMap((entry) => entry.postIds));
  const [bought, purchased] = await Promise.all([
    boughtPostIds(db, userId, [...postRows.map((row) => row.postId), ...packaged]),
    purchasedPackageIds(db, userId, packageIds),
  ]);

  const items: CartItem[] = postRows.map((row) => ({
    kind: 'post',
    postId: row.postId,
    packageId: null,
    title: row.title,
    priceCents: row.priceCents,
    sellerId: row.sellerId,
    refusal:
      refusePost({
        buyerId: userId,
        authorId: row.sellerId,
        priceCents: row.priceCents,
        withdrawn: row.withdrawnAt !== null,
        bought: bought.has(row.postId),
        inCart: false,
        inCartPackage: packaged.has(row.postId),
      })?.message ?? null,
  }));
  packageRows.forEach((row, index) => {
    const own = contents.get(row.packageId);
    const refusal = refusePackage({
      buyerId: userId,
      sellerId: row.sellerId,
      withdrawn: own?.withdrawn ?? false,
      purchased: purchased.has(row.packageId),
      bought: ownsEveryPost(own, bought),
      inCart: false,
      postInCart: false,
      overlapsPackage: packageRows.slice(0, index).some((earlier) => sharePosts(contents.get(earlier.packageId), own)),
    });
    items.push({
      kind: 'package',
      postId: null,
      packageId: row.packageId,
      title: row.title,
      priceCents: row.priceCents,
      sellerId: row.sellerId,
      refusal: refusal?.message ?? null,
    });
  });
  return { cartId: cart.id, items };
}
