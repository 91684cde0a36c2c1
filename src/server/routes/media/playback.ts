import { createRoute, z } from '@hono/zod-openapi';
import type { AppRouteHandler } from '../../context';
import { authenticate } from '../../lib/auth';
import { MESSAGES, notFound } from '../../lib/http-error';
import { errorResponse, IdParam, jsonContent } from '../../lib/openapi';
import { playbackFor } from '../../services/access/playback';
import { createContentRouter } from '../content/router';

const PlaybackSchema = z
  .object({
    postId: z.number().int(),
    access: z.enum(['full', 'preview']),
    reason: z.enum(['free', 'author', 'admin', 'buyer']).nullable(),
    videoUrl: z
      .string()
      .nullable()
      .openapi({ description: 'The full video: a short-lived signed address for a paid post' }),
    expiresAt: z.string().nullable(),
    previewUrl: z.string().nullable(),
    previewSeconds: z.number().int().nullable(),
    posterUrl: z.string().nullable(),
    price: z.string(),
    inCart: z.boolean(),
  })
  .openapi('Playback');

const playback = createRoute({
  method: 'get',
  path: '/posts/{id}/playback',
  tags: ['Posts'],
  summary:
    'What the caller may play (bearer optional): the full video of a paid post for its buyers, its author and admins, by a short-lived signed URL; the poster and a preview for everyone else',
  request: { params: IdParam },
  responses: {
    200: jsonContent(PlaybackSchema, 'Playback'),
    400: errorResponse('Invalid id'),
    404: errorResponse(MESSAGES.postNotFound),
  },
});

const handler: AppRouteHandler<typeof playback> = async (c) => {
  const view = await playbackFor(c.var.deps, await authenticate(c), c.req.valid('param').id);
  if (!view) throw notFound(MESSAGES.postNotFound);
  // Personal and short-lived: never stored by a cache.
  c.header('Cache-Control', 'private, no-store');
  return c.json(view, 200);
};

export const playbackRoutes = createContentRouter().openapi(playback, handler);
