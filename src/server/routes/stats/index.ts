import { z } from '@hono/zod-openapi';
import { PostStatSchema, PostStatsQuery, StatsQuery, StatsSchema } from '../../../contract/stats';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { counts, listPostStats, series, topPosts } from '../../services/stats';
import { ADMIN, guardedRoute } from '../content/guarded-route';

const tags = ['Statistics'];
const badInput = { 400: errorResponse(MESSAGES.invalidInput) } as const;

const overview = guardedRoute(ADMIN, {
  method: 'get',
  path: '/stats',
  tags,
  summary: 'Dashboard figures (admin): counts, views and sales per day, top posts',
  request: { query: StatsQuery },
  responses: { 200: jsonContent(StatsSchema, 'The figures'), ...badInput },
});

const postStats = guardedRoute(ADMIN, {
  method: 'get',
  path: '/stats/posts',
  tags,
  summary: 'Every post with its views, likes, rating and sales (admin): searched, sorted, paginated (X-Total-Count)',
  request: { query: PostStatsQuery },
  responses: { 200: jsonContent(z.array(PostStatSchema), 'A page of posts'), ...badInput },
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
