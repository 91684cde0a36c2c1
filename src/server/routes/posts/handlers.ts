import { priceToCents } from '../../../contract/price';
import type { AppDeps, AppRouteHandler } from '../../context';
import { currentUser } from '../../middleware/auth';
import { cacheTag } from '../../../contract/cache-tags';
import { invalidate } from '../../services/cache';
import { postWriteTags, writeContent } from '../../services/content-changes';
import { assertAllowed, can } from '../../services/access/permissions';
import { MESSAGES, notFound } from '../../lib/http-error';
import * as posts from '../../services/posts';
import { clientIp } from '../../services/rate-limit';
import { assertCanSell } from '../../services/commerce/selling';
import { streamOf } from '../../services/transcode';
import { recordView, viewerOf } from '../../services/engagement/views';
import { createPostWithMedia } from './create';
import type * as routes from './routes';

const postNotFound = () => notFound(MESSAGES.postNotFound);

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { page, itemsPerPage, order, ...filters } = c.req.valid('query');
  const { db, storage } = c.var.deps;
  const where = posts.postFilterWhere(db, filters);
  const [items, total] = await Promise.all([
    posts.listPosts(db, storage, { page, perPage: itemsPerPage, order, where }),
    posts.countPosts(db, where),
  ]);
  c.header('X-Total-Count', String(total));
  return c.json(items, 200);
};

/** The first `limit` posts of the public lists in `order` (home TRENDS and News). */
const firstListed = ({ db, storage }: AppDeps, limit: number, order: posts.PostOrder) =>
  posts.listPosts(db, storage, { page: 1, perPage: limit, order, where: posts.listed() });

export const trends: AppRouteHandler<typeof routes.trends> = async (c) =>
  c.json(await firstListed(c.var.deps, c.req.valid('query').limit, 'views'), 200);

export const news: AppRouteHandler<typeof routes.news> = async (c) =>
  c.json(await firstListed(c.var.deps, c.req.valid('query').limit, 'recent'), 200);

export const one: AppRouteHandler<typeof routes.one> = async (c) => {
  const { db, storage } = c.var.deps;
  const { id } = c.req.valid('param');
  const post = await posts.getPost(db, storage, id);
  if (!post) throw postNotFound();
  const [timeline, stream] = await Promise.all([posts.postTimeline(db, id), streamOf(db, id)]);
  return c.json({ ...post, ...timeline, stream }, 200);
};

export const related: AppRouteHandler<typeof routes.related> = async (c) => {
  const { db, storage } = c.var.deps;
  const items = await posts.relatedPosts(db, storage, c.req.valid('param').id, c.req.valid('query').limit);
  if (!items) throw postNotFound();
  return c.json(items, 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const post = await createPostWithMedia(c.var.deps, currentUser(c), c.req.valid('form'));
  return c.json(post, 201);
};

export const patch: AppRouteHandler<typeof routes.patch> = async (c) => {
  const { deps } = c.var;
  const user = currentUser(c);
  const { id } = c.req.valid('param');
  const { price, ...fields } = c.req.valid('json');
  const owner = await posts.postOwner(deps.db, id);
  if (!owner) throw postNotFound();
  assertAllowed(user, 'post.change', owner);
  const priceCents = price === undefined ? undefined : priceToCents(price);
  if (priceCents !== undefined && priceCents > 0) await assertCanSell(deps.db, user);
  await writeContent(deps, postWriteTags(id, owner.userId), async (tx) => {
    if (!(await posts.updatePost(tx, id, { ...fields, priceCents }))) throw postNotFound();
  });
  return c.json((await posts.getPost(deps.db, deps.storage, id))!, 200);
};

/**
 * DELETE /posts/{id}: 204 when the post is gone. Its author deletes a post nobody bought;
 * a post with buyers is withdrawn from sale instead (200 with a message saying so) and
 * stays playable for them. An admin removes any post completely, refunding its buyers.
 */
export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { deps } = c.var;
  const user = currentUser(c);
  const { id } = c.req.valid('param');
  const owner = await posts.postOwner(deps.db, id);
  if (!owner) throw postNotFound();
  assertAllowed(user, 'post.change', owner);
  if (can(user, 'post.removeCompletely')) {
    await posts.removePostCompletely(deps, id);
    return c.body(null, 204);
  }
  if ((await posts.deleteOrWithdraw(deps, id)) === 'withdrawn')
    return c.json({ message: posts.WITHDRAWAL_MESSAGES.withdrawn }, 200);
  return c.body(null, 204);
};

export const incrementViews: AppRouteHandler<typeof routes.incrementViews> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const viewer = viewerOf(deps.secrets.urlSigningKey, clientIp(c), c.req.header('User-Agent') ?? '');
  const result = await recordView(deps.db, id, viewer);
  if (!result) throw postNotFound();
  if (result.counted) invalidate(deps, [cacheTag.post(id)]);
  return c.json({ views: result.views }, 201);
};
