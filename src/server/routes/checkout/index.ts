import type { AppRouteHandler } from '../../context';
import { authenticate, currentUser } from '../../middleware/auth';
import { startCheckout, verifyCheckoutSession } from '../../services/commerce/checkout';
import { payTestSession, testSession as loadTestSession } from '../../services/commerce/checkout/test-checkout';
import { createContentRouter } from '../content/router';
import * as routes from './routes';

const start: AppRouteHandler<typeof routes.start> = async (c) =>
  c.json(await startCheckout(c.var.deps, currentUser(c)), 201);

const session: AppRouteHandler<typeof routes.session> = async (c) =>
  c.json(await verifyCheckoutSession(c.var.deps, currentUser(c), c.req.valid('param').sessionId), 200);

const testSession: AppRouteHandler<typeof routes.testSession> = async (c) => {
  c.header('Cache-Control', 'no-store');
  const viewer = await authenticate(c);
  return c.json(await loadTestSession(c.var.deps, c.req.valid('param').sessionId, viewer), 200);
};

const testPay: AppRouteHandler<typeof routes.testPay> = async (c) =>
  c.json(await payTestSession(c.var.deps, c.req.valid('param').sessionId, c.req.valid('json')), 200);

/** /checkout: Stripe Checkout, and the built-in test checkout used when Stripe is not configured. */
export const checkoutRoutes = createContentRouter()
  .openapi(routes.start, start)
  .openapi(routes.session, session)
  .openapi(routes.testSession, testSession)
  .openapi(routes.testPay, testPay);
