import { createRoute } from '@hono/zod-openapi';
import { OrderSchema } from '../../../contract/orders';
import {
  CheckoutStartedSchema,
  SessionParam,
  TestPaymentBody,
  TestPaymentResult,
  TestSessionSchema,
} from '../../../contract/checkout';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { CART_MESSAGES } from '../../services/commerce/cart/rules';
import { CHECKOUT_MESSAGES } from '../../services/commerce/checkout';
import { TEST_CHECKOUT_MESSAGES } from '../../services/commerce/checkout/test-checkout';
import { CARD_MESSAGES } from '../../services/commerce/payments/test-cards';
import { jsonBody } from '../content/bodies';
import { authErrors, bodyErrors } from '../content/responses';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';

const tags = ['Checkout'];

export const start = guardedRoute(SIGNED_IN, {
  method: 'post',
  path: '/checkout',
  tags,
  summary:
    'Creates a pending order from the cart and a Stripe Checkout Session (EUR, one line per item); answers the URL to pay at. Returns to /stripe-success?session_id=… or /cancel.',
  responses: {
    201: jsonContent(CheckoutStartedSchema, 'Go to `url` to pay'),
    400: errorResponse(CART_MESSAGES.emptyCart),
    403: authErrors[403],
    409: errorResponse(
      [CHECKOUT_MESSAGES.stale, CHECKOUT_MESSAGES.superseded, CHECKOUT_MESSAGES.inProgress].join(' | '),
    ),
    502: errorResponse(CHECKOUT_MESSAGES.providerDown),
    503: errorResponse(CHECKOUT_MESSAGES.unavailable),
  },
});

export const session = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/checkout/sessions/{sessionId}',
  tags,
  summary:
    'The order of a checkout session, checked with the payment provider (fulfilled now if paid and the webhook is late)',
  request: { params: SessionParam },
  responses: {
    200: jsonContent(OrderSchema, 'The order'),
    400: errorResponse('Invalid session id'),
    403: authErrors[403],
    404: errorResponse(CHECKOUT_MESSAGES.orderNotFound),
  },
});

export const testSession = createRoute({
  method: 'get',
  path: '/checkout/test/{sessionId}',
  tags,
  summary:
    "The built-in test checkout (no STRIPE_SECRET_KEY): what the session charges. Reached by the session id alone (bearer optional); the buyer's e-mail (customerEmail) is answered only to the buyer's bearer, null otherwise",
  request: { params: SessionParam },
  responses: {
    200: jsonContent(TestSessionSchema, 'The session'),
    400: errorResponse('Invalid session id'),
    404: errorResponse(TEST_CHECKOUT_MESSAGES.notFound),
  },
});

export const testPay = createRoute({
  method: 'post',
  path: '/checkout/test/{sessionId}/pay',
  tags,
  summary:
    'Pays a test session: 4242 4242 4242 4242 succeeds and answers the success page; 4000 0000 0000 0002 is declined (402, the session stays open for another card)',
  request: { params: SessionParam, body: jsonBody(TestPaymentBody) },
  responses: {
    200: jsonContent(TestPaymentResult, 'Paid'),
    ...bodyErrors,
    402: errorResponse(`${CARD_MESSAGES.declined} | ${CARD_MESSAGES.notATestCard}`),
    404: errorResponse(TEST_CHECKOUT_MESSAGES.notFound),
    409: errorResponse([TEST_CHECKOUT_MESSAGES.superseded, TEST_CHECKOUT_MESSAGES.closed].join(' | ')),
  },
});
