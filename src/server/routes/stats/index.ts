import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../../middleware/auth';
import { PostStatSchema, PostStatsQuery, StatsQuery, StatsSchema } from '../../../contract/stats';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { counts, listPostStats, series, topPosts } from '../../services/stats';

const tags = ['Statistics'];
const bearer = [{ bearerAuth: [] }];
const guarded = {
  400: errorResponse(MESSAGES.invalidInput),
  401: errorResponse(MESSAGES.unauthorized),
  403: errorResponse(MESSAGES.forbidden),
} as const;

const overview = createRoute({
  method: 'get',
  path: '/stats',
  tags,
  summary: 'Dashboard figures (admin): counts, views and sales per day, top posts',
  security: bearer,
  middleware: [requireAdmin] as const,
  request: { query: StatsQuery },
  responses: { 200: jsonContent(StatsSchema, 'The figures'), ...guarded },
});

const postStats = createRoute({
  method: 'get',
  path: '/stats/posts',
  tags,
  summary: 'Every post with its views, likes, rating and sales (admin): searched, sorted, paginated (X-Total-Count)',
  security: bearer,
  middleware: [requireAdmin] as const,
  request: { query: PostStatsQuery },
  responses: { 200: jsonContent(z.array(PostStatSchema), 'A page of posts'), ...guarded },
});

export const statsRoutes = createRouter()
  .openapi(overview, async (c) => {
    const { days, top } = c.req.valid('query');
    const db = c.var.deps.db;
    const [figures, perDay, best] = await Promise.all([counts(db), series(db, days), topPosts(db, top, days)]);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ counts: figures, series: perDay, topPosts: best }, 200);
  })
  .openapi(postStats, async (c) => {
    const { items, total } = await listPostStats(c.var.deps.db, c.req.valid('query'));
    c.header('X-Total-Count', String(total));
    c.header('Cache-Control', 'private, no-store');
    return c.json(items, 200);
  });
