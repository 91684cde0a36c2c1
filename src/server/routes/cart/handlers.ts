import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../context';
import { currentUser } from '../../middleware/auth';
import * as cart from '../../services/commerce/cart';
import type * as routes from './routes';

async function activeCart(c: Context<AppEnv>) {
  const { db, storage } = c.var.deps;
  const userId = currentUser(c).id;
  await cart.ensureActiveCart(db, userId);
  return (await cart.loadActiveCart(db, storage, userId))!;
}

export const get: AppRouteHandler<typeof routes.get> = async (c) => c.json(await activeCart(c), 200);

export const addPost: AppRouteHandler<typeof routes.addPost> = async (c) => {
  await cart.addPostToCart(c.var.deps.db, currentUser(c).id, c.req.valid('json').postId);
  return c.json(await activeCart(c), 201);
};

export const removePost: AppRouteHandler<typeof routes.removePost> = async (c) => {
  await cart.removeFromCart(c.var.deps.db, currentUser(c).id, 'post', c.req.valid('param').id);
  return c.json(await activeCart(c), 200);
};

export const addPackage: AppRouteHandler<typeof routes.addPackage> = async (c) => {
  await cart.addPackageToCart(c.var.deps.db, currentUser(c).id, c.req.valid('json').packageId);
  return c.json(await activeCart(c), 201);
};

export const removePackage: AppRouteHandler<typeof routes.removePackage> = async (c) => {
  await cart.removeFromCart(c.var.deps.db, currentUser(c).id, 'package', c.req.valid('param').id);
  return c.json(await activeCart(c), 200);
};
