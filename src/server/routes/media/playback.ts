import { createRoute } from '@hono/zod-openapi';
import { setCookie } from 'hono/cookie';
import { PlaybackSchema } from '../../../contract/playback';
import { IdParam } from '../../../contract/fields';
import type { AppRouteHandler } from '../../context';
import { authenticate } from '../../middleware/auth';
import { MESSAGES, notFound } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { playbackFor } from '../../services/access/playback';
import { VIEWER_COOKIE } from '../../../lib/cookie-names';
import { viewerCookieOptions, viewerCookieValue } from '../../services/access/viewer-cookie';
import { createContentRouter } from '../content/router';

const playback = createRoute({
  method: 'get',
  path: '/posts/{id}/playback',
  tags: ['Posts'],
  summary:
    'What the caller may play (bearer optional): the full video of a paid post for its buyers, its author and admins, by a short-lived URL signed for the caller (with its viewer cookie); the poster and a preview for everyone else',
  request: { params: IdParam },
  responses: {
    200: jsonContent(PlaybackSchema, 'Playback'),
    400: errorResponse('Invalid id'),
    404: errorResponse(MESSAGES.postNotFound),
  },
});

const handler: AppRouteHandler<typeof playback> = async (c) => {
  const { deps } = c.var;
  const viewer = await authenticate(c);
  const view = await playbackFor(deps, viewer, c.req.valid('param').id);
  if (!view) throw notFound(MESSAGES.postNotFound);
  if (viewer && view.expiresAt && view.expiresInSeconds) {
    // The signed address works only in a browser holding this cookie (see services/access/viewer-cookie).
    setCookie(
      c,
      VIEWER_COOKIE,
      viewerCookieValue(deps.secrets.urlSigningKey, viewer.id, Date.parse(view.expiresAt) / 1000),
      viewerCookieOptions(view.expiresInSeconds, deps.env.PUBLIC_URL.startsWith('https:')),
    );
  }
  // Personal and short-lived: never stored by a cache.
  c.header('Cache-Control', 'private, no-store');
  return c.json(view, 200);
};

export const playbackRoutes = createContentRouter().openapi(playback, handler);
