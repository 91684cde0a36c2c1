import { createRoute } from '@hono/zod-openapi';
import { PublicProfileSchema } from '../../../contract/profiles';
import { IdParam } from '../../../contract/fields';
import { MESSAGES, notFound } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { publicProfile } from '../../services/profiles';
import { cached, profileTags } from '../content/cache';

const one = createRoute({
  method: 'get',
  path: '/users/{id}/profile',
  tags: ['Users'],
  summary:
    "A member's public profile (no token): username, avatar, counts of posts and likes received. Their posts: GET /api/posts?user={id}",
  middleware: [cached(profileTags)] as const,
  request: { params: IdParam },
  responses: {
    200: jsonContent(PublicProfileSchema, 'The public profile'),
    400: errorResponse(MESSAGES.invalidInput),
    404: errorResponse(MESSAGES.notFound),
  },
});

/** /profile/{id} (spec §2): the public fields of a member, readable by anyone. */
export const profileRoutes = createRouter().openapi(one, async (c) => {
  const profile = await publicProfile(c.var.deps.db, c.req.valid('param').id);
  if (!profile) throw notFound();
  return c.json(profile, 200);
});
