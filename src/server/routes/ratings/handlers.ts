import type { AppRouteHandler } from '../../context';
import { currentUser } from '../../middleware/auth';
import { MESSAGES, notFound, unauthorized, unprocessable } from '../../lib/http-error';
import { API_MESSAGES } from '../../../contract/api-messages';
import { assertAllowed } from '../../services/access/permissions';
import { cacheTag } from '../../../contract/cache-tags';
import { invalidate } from '../../services/cache';
import { ownRating, ratePost, rateToHalves } from '../../services/engagement/ratings';
import type * as routes from './routes';

export const rate: AppRouteHandler<typeof routes.rate> = async (c) => {
  const { deps } = c.var;
  const { postId, userId } = c.req.valid('param');
  assertAllowed(currentUser(c), 'user.actAs', { id: userId });
  const { rate: stars } = c.req.valid('json');
  const halves = rateToHalves(stars);
  if (halves === null) throw unprocessable({ rate: [API_MESSAGES.posts.rateSteps.en] });
  const rated = await ratePost(deps.db, deps.storage, postId, userId, halves);
  if (rated.outcome === 'no-user') throw unauthorized();
  if (rated.outcome === 'no-post') throw notFound(MESSAGES.postNotFound);
  invalidate(deps, [cacheTag.post(postId)]);
  return c.json({ rate: stars, post: rated.post }, 200);
};

export const own: AppRouteHandler<typeof routes.own> = async (c) => {
  const { postId, userId } = c.req.valid('param');
  const found = await ownRating(c.var.deps.db, postId, userId);
  if (found === 'no-post') throw notFound(MESSAGES.postNotFound);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ rate: found }, 200);
};
