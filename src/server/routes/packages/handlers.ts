import { eq } from 'drizzle-orm';
import { priceToCents } from '../../../contract/price';
import type { AppRouteHandler } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthUser } from '../../lib/caller';
import { currentUser } from '../../middleware/auth';
import { notFound, unprocessable } from '../../lib/http-error';
import { assertAllowed } from '../../services/access/permissions';
import { CART_MESSAGES } from '../../services/commerce/cart/rules';
import * as packages from '../../services/commerce/packages';
import { assertCanSell } from '../../services/commerce/selling';
import type * as routes from './routes';

const packageNotFound = () => notFound(CART_MESSAGES.packageNotFound);

/** The seller acting (themself or, for an admin, the seller named), who must be able to sell. */
async function sellerFor(db: Database, user: AuthUser, sellerId: number | undefined): Promise<number> {
  const id = sellerId ?? user.id;
  assertAllowed(user, 'package.change', { sellerId: id });
  const [seller] = await db
    .select({ id: users.id, role: users.role, username: users.username })
    .from(users)
    .where(eq(users.id, id));
  if (!seller) throw unprocessable({ sellerId: [`No user with id ${id}`] });
  await assertCanSell(db, seller);
  return seller.id;
}

async function assertMayChange(db: Database, user: AuthUser, id: number): Promise<void> {
  const sellerId = await packages.packageSellerId(db, id);
  if (sellerId === null) throw packageNotFound();
  assertAllowed(user, 'package.change', { sellerId });
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { seller, post } = c.req.valid('query');
  return c.json(await packages.listPackages(c.var.deps.db, { sellerId: seller, postId: post }), 200);
};

export const one: AppRouteHandler<typeof routes.one> = async (c) => {
  const found = await packages.getPackage(c.var.deps.db, c.req.valid('param').id);
  if (!found) throw packageNotFound();
  return c.json(found, 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { sellerId, price, ...input } = c.req.valid('json');
  const seller = await sellerFor(c.var.deps.db, currentUser(c), sellerId);
  const id = await packages.createPackage(c.var.deps.db, seller, { ...input, priceCents: priceToCents(price) });
  return c.json((await packages.getPackage(c.var.deps.db, id))!, 201);
};

export const patch: AppRouteHandler<typeof routes.patch> = async (c) => {
  const { id } = c.req.valid('param');
  await assertMayChange(c.var.deps.db, currentUser(c), id);
  const { price, ...fields } = c.req.valid('json');
  const updated = await packages.updatePackage(c.var.deps.db, id, {
    ...fields,
    priceCents: price === undefined ? undefined : priceToCents(price),
  });
  if (!updated) throw packageNotFound();
  return c.json((await packages.getPackage(c.var.deps.db, id))!, 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid('param');
  await assertMayChange(c.var.deps.db, currentUser(c), id);
  if (!(await packages.deletePackage(c.var.deps.db, id))) throw packageNotFound();
  return c.body(null, 204);
};
