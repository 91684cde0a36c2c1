import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { orderLines, orders, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { CART_MESSAGES } from '../cart/rules';
import { feeCents, totalCents } from '../orders/fees';
import { getOrder, orderBySession, type OrderView } from '../orders/queries';
import { transferGroupOf } from '../orders/settle';
import { applyPaymentEvent } from '../orders/transition';
import { paymentGateway } from '../payments';
import { cartItems } from './items';

export const CHECKOUT_MESSAGES = {
  unavailable: 'Payments are not available at the moment',
  providerDown: 'The payment service did not answer. Nothing was charged: please try again.',
  stale: 'Some items of your cart can no longer be bought: remove them and try again',
  orderNotFound: 'Order not found',
} as const;

/** Stripe fills {CHECKOUT_SESSION_ID} in; the cancel page learns the order from the query. */
export function returnUrls(publicUrl: string, orderId: number) {
  return {
    successUrl: `${publicUrl}/stripe-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}/cancel?order=${orderId}`,
  };
}

export interface CheckoutStarted {
  url: string;
  orderId: number;
  sessionId: string;
}

/**
 * POST /api/checkout: a pending order from the cart (prices and fees fixed now), then a
 * Checkout Session (EUR, one line per item). An older pending checkout of the user is
 * canceled and its session expired, so one cart cannot be paid twice.
 */
export async function startCheckout(deps: AppDeps, user: AuthUser): Promise<CheckoutStarted> {
  const { db, env, logger } = deps;
  const cart = await cartItems(db, user.id);
  if (!cart || cart.items.length === 0) throw badRequest(CART_MESSAGES.emptyCart);
  const stale = cart.items.filter((item) => item.refusal);
  if (stale.length)
    throw new HttpError(409, CHECKOUT_MESSAGES.stale, { items: stale.map((item) => `${item.title}: ${item.refusal}`) });
  const gateway = paymentGateway(deps);
  if (!gateway) throw new HttpError(503, CHECKOUT_MESSAGES.unavailable);
  const [buyer] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));

  const { order, superseded } = await db.transaction(async (tx) => {
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
    return { order: created!, superseded: previous.flatMap((row) => (row.sessionId ? [row.sessionId] : [])) };
  });

  for (const sessionId of superseded) {
    await gateway
      .expireCheckoutSession(sessionId, `expire-${sessionId}`)
      .catch((error: unknown) => logger.warn({ err: error, sessionId }, 'superseded session not expired'));
  }

  try {
    const session = await gateway.createCheckoutSession(
      {
        orderId: order.id,
        userId: user.id,
        customerEmail: buyer!.email,
        items: cart.items.map((item) => ({
          name: item.kind === 'package' ? `Package: ${item.title}` : item.title,
          amountCents: item.priceCents,
        })),
        ...returnUrls(env.PUBLIC_URL, order.id),
        transferGroup: transferGroupOf(order.id),
      },
      `checkout-order-${order.id}`,
    );
    await db.update(orders).set({ checkoutSessionId: session.id }).where(eq(orders.id, order.id));
    return { url: session.url, orderId: order.id, sessionId: session.id };
  } catch (error) {
    logger.error({ err: error, orderId: order.id }, 'checkout session not created');
    await db.update(orders).set({ status: 'failed', updatedAt: new Date() }).where(eq(orders.id, order.id));
    throw new HttpError(502, CHECKOUT_MESSAGES.providerDown);
  }
}

/**
 * The return page's check (GET /api/checkout/sessions/{id}): asks the provider about the
 * session and, when it is paid but the webhook has not arrived yet, fulfils it now
 * through the same code. Only the buyer (or an admin) may look.
 */
export async function verifyCheckoutSession(deps: AppDeps, user: AuthUser, sessionId: string): Promise<OrderView> {
  const order = await orderBySession(deps.db, sessionId);
  if (!order || (order.userId !== user.id && user.role !== 'ROLE_ADMIN'))
    throw notFound(CHECKOUT_MESSAGES.orderNotFound);
  const gateway = paymentGateway(deps);
  if (gateway && order.status !== 'paid' && order.status !== 'refunded') {
    const session = await gateway.retrieveCheckoutSession(sessionId);
    if (session?.status === 'complete' && session.paymentStatus === 'paid') {
      await applyPaymentEvent(deps, order.id, { signal: 'paid', paymentIntentId: session.paymentIntentId });
    }
  }
  return (await getOrder(deps.db, order.id))!;
}
