import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../middleware/auth';
import { OrderSchema, SaleSchema } from '../../../contract/orders';
import { IdParam } from '../../../contract/fields';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { CHECKOUT_MESSAGES } from '../../services/commerce/checkout';
import { authErrors, bearer } from '../content/responses';

const tags = ['Orders'];

export const list = createRoute({
  method: 'get',
  path: '/orders',
  tags,
  summary:
    'The signed-in buyer’s purchases (paid or refunded orders), newest first; unpaid checkouts (pending, canceled, failed) are not listed',
  security: bearer,
  middleware: [requireUser] as const,
  responses: { 200: jsonContent(z.array(OrderSchema), 'Orders'), ...authErrors },
});

export const sales = createRoute({
  method: 'get',
  path: '/orders/sales',
  tags,
  summary: 'What the signed-in seller sold: price, platform fee, net and payout of each line',
  security: bearer,
  middleware: [requireUser] as const,
  responses: { 200: jsonContent(z.array(SaleSchema), 'Sales'), ...authErrors },
});

export const one = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags,
  summary: 'One order (its buyer or an admin)',
  security: bearer,
  middleware: [requireUser] as const,
  request: { params: IdParam },
  responses: {
    200: jsonContent(OrderSchema, 'The order'),
    400: errorResponse('Invalid id'),
    ...authErrors,
    404: errorResponse(CHECKOUT_MESSAGES.orderNotFound),
  },
});
