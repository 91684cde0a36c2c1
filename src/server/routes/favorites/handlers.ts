import { eq } from 'drizzle-orm';
import type { AppRouteHandler } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { currentUser } from '../../middleware/auth';
import { MESSAGES, notFound } from '../../lib/http-error';
import { assertAllowed } from '../../services/access/permissions';
import { addFavorite, favoritePostIds, listFavorites, removeFavorite } from '../../services/engagement/favorites';
import type * as routes from './routes';

async function assertUserExists(db: Executor, id: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!row) throw notFound();
}

export const add: AppRouteHandler<typeof routes.add> = async (c) => {
  const { id } = c.req.valid('param');
  const { outcome, createdAt } = await addFavorite(c.var.deps.db, currentUser(c).id, id);
  if (outcome === 'no-post' || !createdAt) throw notFound(MESSAGES.postNotFound);
  return c.json({ postId: id, favorited: true as const, createdAt }, outcome === 'added' ? 201 : 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid('param');
  if (!(await removeFavorite(c.var.deps.db, currentUser(c).id, id))) throw notFound(MESSAGES.postNotFound);
  return c.body(null, 204);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { db, storage } = c.var.deps;
  const { id } = c.req.valid('param');
  const { page, itemsPerPage } = c.req.valid('query');
  assertAllowed(currentUser(c), 'user.manage', { id });
  await assertUserExists(db, id);
  const { items, total } = await listFavorites(db, storage, id, page, itemsPerPage);
  c.header('X-Total-Count', String(total));
  c.header('Cache-Control', 'private, no-store');
  return c.json(items, 200);
};

export const ids: AppRouteHandler<typeof routes.ids> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  assertAllowed(currentUser(c), 'user.manage', { id });
  await assertUserExists(db, id);
  c.header('Cache-Control', 'private, no-store');
  return c.json(await favoritePostIds(db, id), 200);
};
