import { createRoute } from '@hono/zod-openapi';
import { WebhookReceivedSchema } from '../../../contract/checkout';
import type { AppRouteHandler } from '../../context';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { handleStripeEvent, verifyWebhook, WEBHOOK_MESSAGES } from '../../services/commerce/payments/webhook';
import { createContentRouter } from '../content/router';

const webhook = createRoute({
  method: 'post',
  path: '/stripe/webhook',
  tags: ['Checkout'],
  summary:
    'Stripe events, signed (Stripe-Signature over the raw body, STRIPE_WEBHOOK_SECRET): checkout.session.completed / async_payment_succeeded mark the order paid, grant access and pay the sellers; charge.refunded revokes and reverses; each event id is processed once.',
  responses: {
    200: jsonContent(WebhookReceivedSchema, 'Received'),
    400: errorResponse(WEBHOOK_MESSAGES.badSignature),
    503: errorResponse(WEBHOOK_MESSAGES.notConfigured),
  },
});

const handler: AppRouteHandler<typeof webhook> = async (c) => {
  const { deps } = c.var;
  // The signature covers the exact bytes Stripe sent: read them before any parsing.
  const raw = await c.req.text();
  const event = await verifyWebhook(deps.env.STRIPE_WEBHOOK_SECRET, raw, c.req.header('Stripe-Signature'));
  const outcome = await handleStripeEvent(deps, event);
  return c.json({ received: true, outcome }, 200);
};

/** /stripe/webhook: the payment provider's events. */
export const stripeRoutes = createContentRouter().openapi(webhook, handler);
