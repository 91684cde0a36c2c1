import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { lockFor } from '../../../db/locks';
import { orderLines, orders } from '../../../db/schema';
import type { AuthUser } from '../../../lib/caller';
import { HttpError, badRequest } from '../../../lib/http-error';
import { CART_MESSAGES } from '../cart/rules';
import { constraintOf, isUniqueViolation } from '../../../db/errors';
import { feeCents, totalCents } from '../orders/fees';
import type { PaymentGateway } from '../payments/gateway';
import { cartItems } from './items';
import { CHECKOUT_MESSAGES } from './messages';

/**
 * The pending order of the cart, in one transaction serialised per buyer with every other
 * checkout and payment of theirs: the cart is read there (so it reflects every committed
 * payment: bought items are gone, a paid cart is closed), the buyer's earlier pending
 * orders are canceled, and the new one is the only payable order. The partial unique index
 * orders_one_pending_per_cart backs this up.
 */
export async function createPendingOrder(deps: AppDeps, user: AuthUser, gateway: PaymentGateway | null) {
  const { db, env } = deps;
  try {
    return await db.transaction(async (tx) => {
      await lockFor(tx, 'checkout', user.id);
      // The cart's own lock too (always after 'checkout'): a line added or removed meanwhile
      // waits, so the order holds exactly what the cart held when it was read.
      await lockFor(tx, 'cart', user.id);
      const cart = await cartItems(tx, user.id);
      if (!cart || cart.items.length === 0) throw badRequest(CART_MESSAGES.emptyCart);
      const stale = cart.items.filter((item) => item.refusal);
      if (stale.length)
        throw new HttpError(409, CHECKOUT_MESSAGES.stale, {
          items: stale.map((item) => `${item.title}: ${item.refusal}`),
        });
      if (!gateway) throw new HttpError(503, CHECKOUT_MESSAGES.unavailable);
      const previous = await tx
        .update(orders)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(orders.userId, user.id), eq(orders.status, 'pending')))
        .returning({ sessionId: orders.checkoutSessionId });
      const [created] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          cartId: cart.cartId,
          status: 'pending',
          totalCents: totalCents(cart.items),
          currency: 'eur',
        })
        .returning();
      await tx.insert(orderLines).values(
        cart.items.map((item) => ({
          orderId: created!.id,
          postId: item.postId,
          packageId: item.packageId,
          sellerId: item.sellerId,
          title: item.title,
          priceCents: item.priceCents,
          feeCents: feeCents(item.priceCents, env.PLATFORM_FEE_PERCENT),
        })),
      );
      return {
        provider: gateway,
        order: created!,
        items: cart.items,
        superseded: previous.flatMap((row) => (row.sessionId ? [row.sessionId] : [])),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error) && constraintOf(error) === 'orders_one_pending_per_cart')
      throw new HttpError(409, CHECKOUT_MESSAGES.inProgress);
    throw error;
  }
}
