import type { AppRouteHandler } from '../../context';
import { currentUser } from '../../middleware/auth';
import { notFound } from '../../lib/http-error';
import { can } from '../../services/access/permissions';
import { CHECKOUT_MESSAGES } from '../../services/commerce/checkout';
import { getOrder, listOrders, listSales } from '../../services/commerce/orders/queries';
import { createContentRouter } from '../content/router';
import * as routes from './routes';

const list: AppRouteHandler<typeof routes.list> = async (c) =>
  c.json(await listOrders(c.var.deps.db, currentUser(c).id), 200);

const sales: AppRouteHandler<typeof routes.sales> = async (c) =>
  c.json(await listSales(c.var.deps.db, currentUser(c).id), 200);

const one: AppRouteHandler<typeof routes.one> = async (c) => {
  const user = currentUser(c);
  const order = await getOrder(c.var.deps.db, c.req.valid('param').id);
  // Someone else's order answers as if it did not exist.
  if (!order || !can(user, 'order.read', order)) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
  return c.json(order, 200);
};

/** /orders: purchases and, for sellers, sales. */
export const orderRoutes = createContentRouter()
  .openapi(routes.list, list)
  .openapi(routes.sales, sales)
  .openapi(routes.one, one);
