import { PublicProfileSchema } from '../../../contract/profiles';
import { IdParam } from '../../../contract/fields';
import { notFound } from '../../lib/http-error';
import { jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { publicProfile } from '../../services/profiles';
import { profileTags } from '../content/cache';
import { cachedRoute } from '../content/cached-route';
import { idErrors } from '../content/responses';

const one = cachedRoute(profileTags, {
  path: '/users/{id}/profile',
  tags: ['Users'],
  summary:
    "A member's public profile (no token): username, avatar, counts of posts and likes received. Their posts: GET /api/posts?user={id}",
  request: { params: IdParam },
  responses: {
    200: jsonContent(PublicProfileSchema, 'The public profile'),
    ...idErrors,
  },
});

/** /profile/{id} (spec §2): the public fields of a member, readable by anyone. */
export const profileRoutes = createRouter().openapi(one, async (c) => {
  const profile = await publicProfile(c.var.deps.db, c.req.valid('param').id);
  if (!profile) throw notFound();
  return c.json(profile, 200);
});
