import type Stripe from 'stripe';
import type { CheckoutSessionInfo, CheckoutSessionInput, PaymentGateway, TransferInput } from './gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  /** Another API address (stripe-mock, a test stub): the SDK's host/port/protocol options. */
  apiUrl?: string | undefined;
}

/** The SDK, imported here only: a server without STRIPE_SECRET_KEY never loads it (memory, issue 30). */
async function stripeClient(options: StripeGatewayOptions): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  return new StripeSdk(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'HDX' },
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** Stripe Checkout (hosted page, EUR) and Connect Express with separate charges and transfers. */
export class StripeGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  private readonly options: StripeGatewayOptions;
  private client: Promise<Stripe> | undefined;

  constructor(options: StripeGatewayOptions) {
    this.options = options;
  }

  /** The client, made at the first call. */
  private stripe(): Promise<Stripe> {
    this.client ??= stripeClient(this.options);
    return this.client;
  }

  async createCheckoutSession(input: CheckoutSessionInput, idempotencyKey: string) {
    const metadata = { order_id: String(input.orderId), user_id: String(input.userId) };
    const stripe = await this.stripe();
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: input.items.map((item) => ({
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: item.amountCents, product_data: { name: item.name } },
        })),
        customer_email: input.customerEmail,
        client_reference_id: String(input.orderId),
        metadata,
        payment_intent_data: { transfer_group: input.transferGroup, metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey },
    );
    if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
    return { id: session.id, url: session.url };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo | null> {
    try {
      const stripe = await this.stripe();
      const session = await stripe.checkout.sessions.retrieve(id);
      const orderId = Number(session.metadata?.order_id ?? session.client_reference_id);
      return {
        id: session.id,
        orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
        status: (session.status ?? 'open') as CheckoutSessionInfo['status'],
        paymentStatus: session.payment_status as CheckoutSessionInfo['paymentStatus'],
        paymentIntentId: idOf(session.payment_intent),
      };
    } catch (error) {
      const { default: StripeSdk } = await import('stripe');
      if (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async expireCheckoutSession(id: string, idempotencyKey: string) {
    const stripe = await this.stripe();
    await stripe.checkout.sessions.expire(id, {}, { idempotencyKey });
  }

  async chargeOf(paymentIntentId: string) {
    const stripe = await this.stripe();
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    return idOf(intent.latest_charge);
  }

  async createTransfer(input: TransferInput, idempotencyKey: string) {
    const stripe = await this.stripe();
    const transfer = await stripe.transfers.create(
      {
        amount: input.amountCents,
        currency: 'eur',
        destination: input.destination,
        transfer_group: input.transferGroup,
        source_transaction: input.sourceTransaction,
        metadata: { order_id: String(input.orderId), seller_id: String(input.sellerId) },
      },
      { idempotencyKey },
    );
    return transfer.id;
  }

  async reverseTransfer(transferId: string, idempotencyKey: string) {
    const stripe = await this.stripe();
    await stripe.transfers.createReversal(transferId, {}, { idempotencyKey });
  }

  async refundPayment(
    input: { paymentIntentId: string; amountCents?: number; reason: string },
    idempotencyKey: string,
  ) {
    const stripe = await this.stripe();
    const refund = await stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        ...(input.amountCents !== undefined ? { amount: input.amountCents } : {}),
        metadata: { reason: input.reason },
      },
      { idempotencyKey },
    );
    return refund.id;
  }

  async createConnectAccount(input: { userId: number; email: string }, idempotencyKey: string) {
    const stripe = await this.stripe();
    const account = await stripe.accounts.create(
      {
        type: 'express',
        email: input.email,
        capabilities: { transfers: { requested: true } },
        metadata: { user_id: String(input.userId) },
      },
      { idempotencyKey },
    );
    return account.id;
  }

  async createOnboardingLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
    idempotencyKey: string,
  ) {
    const stripe = await this.stripe();
    const link = await stripe.accountLinks.create(
      { account: accountId, type: 'account_onboarding', refresh_url: urls.refreshUrl, return_url: urls.returnUrl },
      { idempotencyKey },
    );
    return link.url;
  }

  async chargesEnabled(accountId: string) {
    const stripe = await this.stripe();
    const account = await stripe.accounts.retrieve(accountId);
    // Separate charges and transfers: the seller needs the transfers capability to be paid.
    return Boolean(account.charges_enabled || account.capabilities?.transfers === 'active');
  }
}
