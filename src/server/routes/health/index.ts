import { createRoute } from '@hono/zod-openapi';
import { HealthSchema } from '../../../contract/health';
import { createRouter } from '../../lib/router';
import { jsonContent } from '../../lib/openapi';

const health = createRoute({
  method: 'get',
  path: '/',
  tags: ['Health'],
  summary: 'Health check: the site shows its maintenance screen when this is not 200',
  responses: {
    200: jsonContent(HealthSchema, 'The API and its database answer'),
    503: jsonContent(HealthSchema, 'The database does not answer, or the server is shutting down (draining)'),
  },
});

export const healthRoutes = createRouter().openapi(health, async (c) => {
  const { health } = c.get('deps');
  const { database } = await health.status();
  c.header('Cache-Control', 'no-store');
  if (health.draining) {
    return c.json(
      {
        status: 'draining',
        name: 'HDX',
        database,
        message: 'The server is shutting down: it finishes its requests and takes no new ones',
      } as const,
      503,
    );
  }
  if (database === 'down') {
    return c.json({ status: 'down', name: 'HDX', database, message: 'API is not responding' } as const, 503);
  }
  return c.json({ status: 'ok', name: 'HDX', database } as const, 200);
});
