import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { users } from '../../../db/schema';
import type { OrderStatus } from '../../../../contract/enums';
import type { AuthUser } from '../../../lib/caller';
import { HttpError, notFound } from '../../../lib/http-error';
import { getOrder, orderBySession } from '../orders/queries';
import { can } from '../../access/permissions';
import { applyPaymentEvent } from '../orders/transition';
import { testGateway } from '../payments';
import { CARD_MESSAGES, checkTestCard, type CardInput } from '../payments/test-cards';
import { returnUrls } from './index';
import { API_MESSAGES } from '../../../../contract/api-messages';

export const TEST_CHECKOUT_MESSAGES = {
  notFound: API_MESSAGES.checkout.sessionNotFound.en,
  closed: API_MESSAGES.checkout.sessionClosed.en,
  superseded: API_MESSAGES.checkout.sessionSuperseded.en,
} as const;

export interface TestSessionView {
  id: string;
  orderId: number;
  status: OrderStatus;
  open: boolean;
  total: string;
  currency: string;
  /** Shown to the buyer only (signed in as the order's user); null for anyone holding just the link. */
  customerEmail: string | null;
  lines: { title: string; price: string }[];
  cancelUrl: string;
}

/** The built-in pages redirect within the site: a path, whatever host the browser used. */
const sitePath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function sessionOrder(deps: AppDeps, sessionId: string) {
  // Refused (404) whenever the test checkout is not the gateway in use: Stripe, or production.
  const gateway = testGateway(deps);
  const order = gateway ? await orderBySession(deps.db, sessionId) : null;
  if (!gateway || !order) throw notFound(TEST_CHECKOUT_MESSAGES.notFound);
  return { gateway, order };
}

async function buyerEmail(deps: AppDeps, userId: number): Promise<string | null> {
  const [buyer] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return buyer?.email ?? null;
}

/**
 * What the built-in payment page shows. The page is reached by its session id alone (as a
 * Stripe Checkout page is), so the buyer's e-mail is shown only to the buyer signed in.
 */
export async function testSession(deps: AppDeps, sessionId: string, viewer: AuthUser | null): Promise<TestSessionView> {
  const { order } = await sessionOrder(deps, sessionId);
  const view = (await getOrder(deps.db, order.id))!;
  return {
    id: sessionId,
    orderId: order.id,
    status: order.status,
    open: order.status === 'pending',
    total: view.total,
    currency: view.currency,
    customerEmail: viewer && can(viewer, 'order.seeBuyerEmail', order) ? await buyerEmail(deps, order.userId) : null,
    lines: view.lines.map((line) => ({
      title: line.kind === 'package' ? `Package: ${line.title}` : line.title,
      price: line.price,
    })),
    cancelUrl: sitePath(returnUrls(deps.env.PUBLIC_URL, order.id).cancelUrl),
  };
}

export interface TestPayment {
  status: 'paid';
  redirectUrl: string;
}

/** 409 for a session that cannot take a payment: superseded by a newer checkout, or closed (paid, failed). */
function refuseClosed(reason: 'superseded' | 'closed'): never {
  throw new HttpError(409, TEST_CHECKOUT_MESSAGES[reason]);
}

/**
 * Pays a test session with a card: 4242… goes through the same transition as Stripe's
 * checkout.session.completed. A declined card (4000 0000 0000 0002) is answered 402 with
 * the card field, as Stripe Checkout's own page does: the session stays open and the order
 * pending, so the buyer tries another card on the same page. The order accepts the payment
 * only if it is still the buyer's current checkout, checked under the buyer's checkout
 * lock: otherwise 409 and nothing is charged.
 */
export async function payTestSession(deps: AppDeps, sessionId: string, card: CardInput): Promise<TestPayment> {
  const { gateway, order } = await sessionOrder(deps, sessionId);
  // Canceled orders of the test checkout are always superseded ones (its sessions never expire).
  if (order.status !== 'pending') refuseClosed(order.status === 'canceled' ? 'superseded' : 'closed');
  const check = checkTestCard(card);
  if (!check.ok) throw new HttpError(422, check.message, { [check.field]: [check.message] });
  if (check.outcome === 'declined') {
    const declined = check.message ?? CARD_MESSAGES.declined;
    throw new HttpError(402, declined, { number: [declined] });
  }
  const result = await applyPaymentEvent(deps, order.id, {
    signal: 'paid',
    ...gateway.paymentIds(sessionId),
    refuseUnwanted: true,
  });
  if (!result) throw notFound(TEST_CHECKOUT_MESSAGES.notFound);
  if (result.refused) refuseClosed(result.refused);
  const { successUrl } = returnUrls(deps.env.PUBLIC_URL, order.id);
  return {
    status: 'paid',
    redirectUrl: sitePath(successUrl).replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId)),
  };
}
