import { createRoute } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import { HealthSchema, type Health } from '../../../contract/health';
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

/**
 * Load balancers ask every server for this every few seconds: it is answered with a plain header
 * object, which @hono/node-server writes as it is (`c.header()` would build a WHATWG Headers
 * object, validated by undici, for two headers).
 */
function answer<S extends 200 | 503>(body: Health, status: S) {
  const res = new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
  // The body is a `Health` (checked above): typed as the route's JSON answer, as `c.json` would be.
  return res as Response & TypedResponse<Health, S, 'json'>;
}

export const healthRoutes = createRouter().openapi(health, async (c) => {
  const { health } = c.get('deps');
  const { database } = await health.status();
  if (health.draining) {
    return answer(
      {
        status: 'draining',
        name: 'HDX',
        database,
        message: 'The server is shutting down: it finishes its requests and takes no new ones',
      },
      503,
    );
  }
  if (database === 'down') return answer({ status: 'down', name: 'HDX', database, message: 'API is not responding' }, 503);
  return answer({ status: 'ok', name: 'HDX', database }, 200);
});
