import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { orders, users } from '../../../db/schema';
import type { CheckoutSessionInfo, CheckoutSessionInput, PaymentGateway } from './gateway';

export const TEST_SESSION_PREFIX = 'cs_test_hdx_';

/**
 * The embedded stand-in for Stripe when no STRIPE_SECRET_KEY is set: sessions are the
 * orders themselves, paid on the built-in page /checkout/test/{session}; ids derive from
 * the idempotency key (HMAC), so a repeated call gives the same object, as with Stripe.
 */
export class TestGateway implements PaymentGateway {
  readonly mode = 'test' as const;
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  private idFor(prefix: string, idempotencyKey: string): string {
    const digest = createHmac('sha256', this.deps.secrets.urlSigningKey)
      .update(`${prefix}:${idempotencyKey}`)
      .digest('base64url');
    return `${prefix}${digest.slice(0, 32)}`;
  }

  async createCheckoutSession(_input: CheckoutSessionInput, idempotencyKey: string) {
    const id = this.idFor(TEST_SESSION_PREFIX, idempotencyKey);
    // Same-site pages: a path keeps the browser on the origin it is on (and its cookies).
    return { id, url: `/checkout/test/${id}` };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo | null> {
    const [order] = await this.deps.db.select().from(orders).where(eq(orders.checkoutSessionId, id));
    if (!order) return null;
    const complete = order.status === 'paid' || order.status === 'refunded';
    return {
      id,
      orderId: order.id,
      status: complete ? 'complete' : order.status === 'canceled' ? 'expired' : 'open',
      paymentStatus: complete ? 'paid' : 'unpaid',
      paymentIntentId: order.paymentIntentId,
    };
  }

  async expireCheckoutSession() {}

  async chargeOf(paymentIntentId: string) {
    const [order] = await this.deps.db
      .select({ chargeId: orders.chargeId })
      .from(orders)
      .where(eq(orders.paymentIntentId, paymentIntentId));
    return order?.chargeId ?? null;
  }

  async createTransfer(_input: unknown, idempotencyKey: string) {
    return this.idFor('tr_test_', idempotencyKey);
  }

  async reverseTransfer() {}

  async refundPayment(_input: unknown, idempotencyKey: string) {
    return this.idFor('re_test_', idempotencyKey);
  }

  async createConnectAccount(_input: unknown, idempotencyKey: string) {
    return this.idFor('acct_test_', idempotencyKey);
  }

  async createOnboardingLink(accountId: string) {
    return `/checkout/test/connect/${accountId}`;
  }

  async chargesEnabled(accountId: string) {
    const [user] = await this.deps.db
      .select({ enabled: users.stripeChargesEnabled })
      .from(users)
      .where(eq(users.stripeConnectId, accountId));
    return user?.enabled ?? false;
  }

  /** The payment intent and charge ids a successful test payment gets. */
  paymentIds(sessionId: string): { paymentIntentId: string; chargeId: string } {
    return { paymentIntentId: this.idFor('pi_test_', sessionId), chargeId: this.idFor('ch_test_', sessionId) };
  }
}
