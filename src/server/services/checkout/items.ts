import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartPackages, cartPosts, carts, packages, posts } from '../../db/schema';
import { grantedPostIds, ownsWholePackage } from '../access/grants';
import { refusePackage, refusePost } from '../cart/rules';

export interface CartItem {
  kind: 'post' | 'package';
  postId: number | null;
  packageId: number | null;
  title: string;
  priceCents: number;
  sellerId: number;
  /** Why the item can no longer be bought (it became free, was bought meanwhile...). */
  refusal: string | null;
}

/** The active cart's items with today's prices, each checked again against the cart rules. */
export async function cartItems(db: Executor, userId: number): Promise<{ cartId: number; items: CartItem[] } | null> {
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'active')));
  if (!cart) return null;
  const [postRows, packageRows] = await Promise.all([
    db
      .select({ postId: posts.id, title: posts.title, priceCents: posts.priceCents, sellerId: posts.userId })
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
  const owned = await grantedPostIds(
    db,
    userId,
    postRows.map((row) => row.postId),
  );
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
        bought: owned.has(row.postId),
        inCart: false,
      })?.message ?? null,
  }));
  for (const row of packageRows) {
    const refusal = refusePackage({
      buyerId: userId,
      sellerId: row.sellerId,
      bought: await ownsWholePackage(db, userId, row.packageId),
      inCart: false,
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
  }
  return { cartId: cart.id, items };
}
