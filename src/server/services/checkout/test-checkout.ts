import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { users, type OrderStatus } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { getOrder, orderBySession } from '../orders/queries';
import { applyPaymentEvent } from '../orders/transition';
import { testGateway } from '../payments';
import { checkTestCard, type CardInput } from '../payments/test-cards';
import { returnUrls } from './index';

export const TEST_CHECKOUT_MESSAGES = {
  notFound: 'Checkout session not found',
  closed: 'This checkout session is no longer open',
} as const;

export interface TestSessionView {
  id: string;
  orderId: number;
  status: OrderStatus;
  open: boolean;
  total: string;
  currency: string;
  customerEmail: string;
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

/** What the built-in payment page shows. */
export async function testSession(deps: AppDeps, sessionId: string): Promise<TestSessionView> {
  const { order } = await sessionOrder(deps, sessionId);
  const view = (await getOrder(deps.db, order.id))!;
  const [buyer] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  return {
    id: sessionId,
    orderId: order.id,
    status: order.status,
    open: order.status === 'pending',
    total: view.total,
    currency: view.currency,
    customerEmail: buyer?.email ?? '',
    lines: view.lines.map((line) => ({
      title: line.kind === 'package' ? `Package: ${line.title}` : line.title,
      price: line.price,
    })),
    cancelUrl: sitePath(returnUrls(deps.env.PUBLIC_URL, order.id).cancelUrl),
  };
}

export interface TestPayment {
  status: 'paid' | 'declined';
  message?: string;
  redirectUrl: string;
}

/**
 * Pays a test session with a card: 4242… goes through the same transition as Stripe's
 * checkout.session.completed, 4000 0000 0000 0002 through a failed payment.
 */
export async function payTestSession(deps: AppDeps, sessionId: string, card: CardInput): Promise<TestPayment> {
  const { gateway, order } = await sessionOrder(deps, sessionId);
  if (order.status !== 'pending') throw new HttpError(409, TEST_CHECKOUT_MESSAGES.closed);
  const check = checkTestCard(card);
  if (!check.ok) throw new HttpError(422, check.message, { [check.field]: [check.message] });
  const urls = returnUrls(deps.env.PUBLIC_URL, order.id);
  if (check.outcome === 'paid') {
    await applyPaymentEvent(deps, order.id, { signal: 'paid', ...gateway.paymentIds(sessionId) });
    return {
      status: 'paid',
      redirectUrl: sitePath(urls.successUrl).replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId)),
    };
  }
  await applyPaymentEvent(deps, order.id, { signal: 'failed' });
  return { status: 'declined', message: check.message!, redirectUrl: `${sitePath(urls.cancelUrl)}&declined=1` };
}
