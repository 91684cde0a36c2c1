import { z } from '@hono/zod-openapi';
import { OrderSchema, SaleSchema } from '../../../contract/orders';
import { IdParam } from '../../../contract/fields';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { CHECKOUT_MESSAGES } from '../../services/commerce/checkout';
import { authErrors } from '../content/responses';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';

const tags = ['Orders'];

export const list = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/orders',
  tags,
  summary:
    'The signed-in buyer’s purchases (paid or refunded orders), newest first; unpaid checkouts (pending, canceled, failed) are not listed',
  responses: { 200: jsonContent(z.array(OrderSchema), 'Orders'), 403: authErrors[403] },
});

export const sales = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/orders/sales',
  tags,
  summary: 'What the signed-in seller sold: price, platform fee, net and payout of each line',
  responses: { 200: jsonContent(z.array(SaleSchema), 'Sales'), 403: authErrors[403] },
});

export const one = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/orders/{id}',
  tags,
  summary: 'One order (its buyer or an admin)',
  request: { params: IdParam },
  responses: {
    200: jsonContent(OrderSchema, 'The order'),
    400: errorResponse('Invalid id'),
    403: authErrors[403],
    404: errorResponse(CHECKOUT_MESSAGES.orderNotFound),
  },
});
