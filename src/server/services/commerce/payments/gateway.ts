/** One item of a checkout session: a post or a package, in cents (EUR). */
export interface CheckoutItem {
  name: string;
  amountCents: number;
}

export interface CheckoutSessionInput {
  orderId: number;
  userId: number;
  customerEmail: string;
  items: CheckoutItem[];
  successUrl: string;
  cancelUrl: string;
  /** Ties the charge to the order's transfers (separate charges and transfers). */
  transferGroup: string;
}

export interface CheckoutSessionInfo {
  id: string;
  /** From the session's metadata. */
  orderId: number | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  paymentIntentId: string | null;
}

export interface TransferInput {
  amountCents: number;
  destination: string;
  transferGroup: string;
  /** The charge the transfer is funded by, so it can run before the funds settle. */
  sourceTransaction: string;
  orderId: number;
  sellerId: number;
}

/**
 * What HDX asks of a payment provider. Stripe in production; the built-in test checkout
 * otherwise. Every call that changes something carries an idempotency key.
 */
export interface PaymentGateway {
  readonly mode: 'stripe' | 'test';
  createCheckoutSession(input: CheckoutSessionInput, idempotencyKey: string): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo | null>;
  expireCheckoutSession(id: string, idempotencyKey: string): Promise<void>;
  /** The charge of a payment intent (the transfers' source_transaction). */
  chargeOf(paymentIntentId: string): Promise<string | null>;
  createTransfer(input: TransferInput, idempotencyKey: string): Promise<string>;
  reverseTransfer(transferId: string, idempotencyKey: string): Promise<void>;
  /** Gives the buyer their money back: the whole payment, or `amountCents` of it. Returns the refund id. */
  refundPayment(
    input: { paymentIntentId: string; amountCents?: number; reason: string },
    idempotencyKey: string,
  ): Promise<string>;
  createConnectAccount(input: { userId: number; email: string }, idempotencyKey: string): Promise<string>;
  createOnboardingLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
    idempotencyKey: string,
  ): Promise<string>;
  chargesEnabled(accountId: string): Promise<boolean>;
}
