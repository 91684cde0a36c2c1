import { and, asc, eq } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/price';
import type { Post } from '../../../contract/posts';
import type { Executor } from '../../db/client';
import { cartPackages, cartPosts, carts, packages } from '../../db/schema';
import { postsById } from '../posts';
import type { Storage } from '../storage/types';

/** Spec §3 Active cart: what the sign-in answer and the `hdx-active_cart` cookie carry. */
export interface ActiveCartView {
  id: number;
  status: 'active';
  createdAt: string;
  cartPosts: { id: number; post: Post }[];
  cartPackages: { id: number; package: { id: number; title: string; price: string } }[];
}

export async function loadActiveCart(db: Executor, storage: Storage, userId: number): Promise<ActiveCartView | null> {
  const [cart] = await db
    .select({ id: carts.id, createdAt: carts.createdAt })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'active')));
  if (!cart) return null;
  const [postLines, packageLines] = await Promise.all([
    db
      .select({ id: cartPosts.id, postId: cartPosts.postId })
      .from(cartPosts)
      .where(eq(cartPosts.cartId, cart.id))
      .orderBy(asc(cartPosts.id)),
    db
      .select({ id: cartPackages.id, packageId: packages.id, title: packages.title, priceCents: packages.priceCents })
      .from(cartPackages)
      .innerJoin(packages, eq(packages.id, cartPackages.packageId))
      .where(eq(cartPackages.cartId, cart.id))
      .orderBy(asc(cartPackages.id)),
  ]);
  const byId = await postsById(
    db,
    storage,
    postLines.map((line) => line.postId),
  );
  return {
    id: cart.id,
    status: 'active',
    createdAt: cart.createdAt.toISOString(),
    cartPosts: postLines.flatMap((line) => {
      const post = byId.get(line.postId);
      return post ? [{ id: line.id, post }] : [];
    }),
    cartPackages: packageLines.map((line) => ({
      id: line.id,
      package: { id: line.packageId, title: line.title, price: centsToPrice(line.priceCents) },
    })),
  };
}
