import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppDeps } from '../../../context';
import { orders, users } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import type { Executor } from '../../../db/client';
import { applyPaymentEvent, type PaymentEvent } from '../orders/transition';
import { paymentGateway } from './index';
import { API_MESSAGES } from '../../../../contract/api-messages';

export const WEBHOOK_MESSAGES = {
  notConfigured: API_MESSAGES.webhook.notConfigured.en,
  badSignature: API_MESSAGES.webhook.badSignature.en,
} as const;

/** The event, if the signature over the raw body is right (STRIPE_WEBHOOK_SECRET); 400 otherwise. */
export async function verifyWebhook(
  secret: string | undefined,
  rawBody: string,
  signature: string | undefined,
): Promise<Stripe.Event> {
  if (!secret) throw new HttpError(503, WEBHOOK_MESSAGES.notConfigured);
  if (!signature) throw new HttpError(400, WEBHOOK_MESSAGES.badSignature);
  // Loaded here, as by the gateway: a server that takes no Stripe events never loads the SDK.
  const { default: StripeSdk } = await import('stripe');
  try {
    return StripeSdk.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new HttpError(400, WEBHOOK_MESSAGES.badSignature);
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

const orderIdOf = (metadata: Stripe.Metadata | null | undefined): number | null => {
  const id = Number(metadata?.order_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

async function orderOfSession(db: Executor, session: Stripe.Checkout.Session): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutSessionId, session.id));
  return row?.id ?? orderIdOf(session.metadata);
}

async function orderOfCharge(db: Executor, charge: Stripe.Charge): Promise<number | null> {
  const intent = idOf(charge.payment_intent);
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      intent ? or(eq(orders.chargeId, charge.id), eq(orders.paymentIntentId, intent)) : eq(orders.chargeId, charge.id),
    );
  return row?.id ?? orderIdOf(charge.metadata);
}

/** The order and what happened to it, for the events HDX listens to. */
async function interpret(
  db: Executor,
  event: Stripe.Event,
): Promise<{ orderId: number | null; payment: PaymentEvent } | null> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed payment method completes the session unpaid; its success comes later.
      if (session.payment_status !== 'paid') return null;
      return {
        orderId: await orderOfSession(db, session),
        payment: { signal: 'paid', paymentIntentId: idOf(session.payment_intent) },
      };
    }
    case 'checkout.session.async_payment_failed':
      return { orderId: await orderOfSession(db, event.data.object), payment: { signal: 'failed' } };
    case 'checkout.session.expired':
      return { orderId: await orderOfSession(db, event.data.object), payment: { signal: 'canceled' } };
    case 'charge.refunded': {
      const charge = event.data.object;
      // Partial refunds keep the access; only a full refund revokes it.
      if (!charge.refunded) return null;
      return {
        orderId: await orderOfCharge(db, charge),
        payment: { signal: 'refunded', chargeId: charge.id, paymentIntentId: idOf(charge.payment_intent) },
      };
    }
    default:
      return null;
  }
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** Applies one verified event. Replays and out-of-order deliveries leave the same state. */
export async function handleStripeEvent(deps: AppDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  if (event.type === 'account.updated') {
    // Read the account now rather than trusting the event's snapshot, which may be older.
    const account = event.data.object;
    const gateway = paymentGateway(deps);
    const enabled = gateway ? await gateway.chargesEnabled(account.id) : Boolean(account.charges_enabled);
    await deps.db.update(users).set({ stripeChargesEnabled: enabled }).where(eq(users.stripeConnectId, account.id));
    return 'processed';
  }
  const meaning = await interpret(deps.db, event);
  if (!meaning) return 'ignored';
  if (meaning.orderId === null) {
    deps.logger.warn({ eventId: event.id, type: event.type }, 'stripe event for no known order');
    return 'ignored';
  }
  const result = await applyPaymentEvent(deps, meaning.orderId, meaning.payment, { id: event.id, type: event.type });
  if (!result) return 'ignored';
  return result.duplicate ? 'duplicate' : 'processed';
}
