import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { orders, users } from '../../../db/schema';
import type { AuthUser } from '../../../lib/caller';
import { HttpError, notFound } from '../../../lib/http-error';
import { getOrder, orderBySession, type OrderView } from '../orders/queries';
import { transferGroupOf } from '../orders/settle';
import { applyPaymentEvent } from '../orders/transition';
import { paymentGateway } from '../payments';
import type { PaymentGateway } from '../payments/gateway';
import { can } from '../../access/permissions';
import { CHECKOUT_MESSAGES } from './messages';
import { createPendingOrder } from './pending-order';

export { CHECKOUT_MESSAGES };

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

/** Closes superseded sessions at the provider, so nobody pays them; a payment that slips through is refunded. */
async function expireSessions(deps: AppDeps, gateway: PaymentGateway, sessionIds: readonly string[]) {
  for (const sessionId of sessionIds) {
    await gateway
      .expireCheckoutSession(sessionId, `expire-${sessionId}`)
      .catch((error: unknown) => deps.logger.warn({ err: error, sessionId }, 'superseded session not expired'));
  }
}

/**
 * POST /api/checkout: a pending order from the cart (prices and fees fixed now), then a
 * Checkout Session (EUR, one line per item). An older pending checkout of the buyer is
 * canceled and its session expired, so one cart is paid once: a payment that still
 * reaches a superseded order is refused or refunded (applyPaymentEvent).
 */
export async function startCheckout(deps: AppDeps, user: AuthUser): Promise<CheckoutStarted> {
  const { db, env, logger } = deps;
  const { provider, order, items, superseded } = await createPendingOrder(deps, user, paymentGateway(deps));
  await expireSessions(deps, provider, superseded);
  const [buyer] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));

  let session: { id: string; url: string };
  try {
    session = await provider.createCheckoutSession(
      {
        orderId: order.id,
        userId: user.id,
        customerEmail: buyer!.email,
        items: items.map((item) => ({
          name: item.kind === 'package' ? `Package: ${item.title}` : item.title,
          amountCents: item.priceCents,
        })),
        ...returnUrls(env.PUBLIC_URL, order.id),
        transferGroup: transferGroupOf(order.id),
      },
      `checkout-order-${order.id}`,
    );
  } catch (error) {
    logger.error({ err: error, orderId: order.id }, 'checkout session not created');
    await db
      .update(orders)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
    throw new HttpError(502, CHECKOUT_MESSAGES.providerDown);
  }
  // The session is recorded even if a newer checkout canceled the order meanwhile, so a
  // payment made on it is recognised (and refunded); that session is closed at once.
  const [recorded] = await db
    .update(orders)
    .set({ checkoutSessionId: session.id })
    .where(eq(orders.id, order.id))
    .returning({ status: orders.status });
  if (recorded?.status !== 'pending') {
    await expireSessions(deps, provider, [session.id]);
    throw new HttpError(409, CHECKOUT_MESSAGES.superseded);
  }
  return { url: session.url, orderId: order.id, sessionId: session.id };
}

/**
 * The return page's check (GET /api/checkout/sessions/{id}): asks the provider about the
 * session and, when it is paid but the webhook has not arrived yet, fulfils it now
 * through the same code (which refunds instead when a newer checkout superseded the
 * order). Only the buyer (or an admin) may look.
 */
export async function verifyCheckoutSession(deps: AppDeps, user: AuthUser, sessionId: string): Promise<OrderView> {
  const order = await orderBySession(deps.db, sessionId);
  if (!order || !can(user, 'order.read', order)) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
  const gateway = paymentGateway(deps);
  if (gateway && order.status !== 'paid' && order.status !== 'refunded') {
    const session = await gateway.retrieveCheckoutSession(sessionId);
    if (session?.status === 'complete' && session.paymentStatus === 'paid') {
      await applyPaymentEvent(deps, order.id, { signal: 'paid', paymentIntentId: session.paymentIntentId });
    }
  }
  return (await getOrder(deps.db, order.id))!;
}
