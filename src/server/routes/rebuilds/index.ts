import { z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { currentUser } from '../../middleware/auth';
import { RebuildListSchema, RebuildSchema } from '../../../contract/rebuilds';
import { IdParam } from '../../../contract/fields';
import { HttpError, MESSAGES, notFound } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import type { AppDeps } from '../../context';
import { publishState } from '../../services/rebuilds/rebuild-manager';
import { ADMIN, guardedRoute } from '../content/guarded-route';

const manager = (deps: AppDeps) => {
  if (!deps.rebuilds) throw new HttpError(503, 'Rebuilds are not available on this server');
  return deps.rebuilds;
};

const serialize = (
  row: { startedAt: Date | null; finishedAt: Date | null; createdAt: Date } & Record<string, unknown>,
) =>
  ({
    ...row,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }) as z.infer<typeof RebuildSchema>;

const create = guardedRoute(ADMIN, {
  method: 'post',
  path: '/rebuilds',
  tags: ['Rebuilds'],
  summary: 'Publish: rebuild the static site (coalesced with a build already queued)',
  responses: { 202: jsonContent(RebuildSchema, 'Accepted: queued or running') },
});

const list = guardedRoute(ADMIN, {
  method: 'get',
  path: '/rebuilds',
  tags: ['Rebuilds'],
  summary: 'Recent rebuilds and whether content changed since the last publish',
  responses: {
    200: jsonContent(RebuildListSchema, 'Rebuilds, newest first'),
  },
});

const one = guardedRoute(ADMIN, {
  method: 'get',
  path: '/rebuilds/{id}',
  tags: ['Rebuilds'],
  summary: 'One rebuild: status, progress and log tail',
  request: { params: IdParam },
  responses: { 200: jsonContent(RebuildSchema, 'The rebuild'), 404: errorResponse(MESSAGES.notFound) },
});

const events = guardedRoute(ADMIN, {
  method: 'get',
  path: '/rebuilds/{id}/events',
  tags: ['Rebuilds'],
  summary: 'Live status of a rebuild as server-sent events (`rebuild` events carrying the Rebuild JSON)',
  request: { params: IdParam },
  responses: {
    200: {
      content: { 'text/event-stream': { schema: z.string() } },
      description: 'An SSE stream ending when the build ends',
    },
    404: errorResponse(MESSAGES.notFound),
  },
});

export const rebuildRoutes = createRouter()
  .openapi(create, async (c) => {
    const row = await manager(c.var.deps).request(currentUser(c).id);
    return c.json(serialize(row), 202);
  })
  .openapi(list, async (c) => {
    const [items, state] = await Promise.all([manager(c.var.deps).list(), publishState(c.var.deps.db)]);
    return c.json({ items: items.map(serialize), ...state }, 200);
  })
  .openapi(one, async (c) => {
    const row = await manager(c.var.deps).get(c.req.valid('param').id);
    if (!row) throw notFound();
    return c.json(serialize(row), 200);
  })
  .openapi(events, async (c) => {
    const rebuilds = manager(c.var.deps);
    const id = c.req.valid('param').id;
    const first = await rebuilds.get(id);
    if (!first) throw notFound();
    return streamSSE(c, async (stream) => {
      const done = (row: { status: string }) => row.status === 'succeeded' || row.status === 'failed';
      await stream.writeSSE({ event: 'rebuild', data: JSON.stringify(serialize(first)) });
      if (done(first)) return;
      await new Promise<void>((resolve) => {
        // Writes are chained so the final event is flushed before the stream closes.
        let writes = Promise.resolve();
        const unsubscribe = rebuilds.subscribe(id, (row) => {
          writes = writes.then(() => stream.writeSSE({ event: 'rebuild', data: JSON.stringify(serialize(row)) }));
          if (done(row)) {
            unsubscribe();
            void writes.then(resolve, resolve);
          }
        });
        stream.onAbort(() => {
          unsubscribe();
          resolve();
        });
        // The build may have ended between the first read and the subscription.
        void rebuilds.get(id).then((row) => {
          if (row && done(row)) {
            unsubscribe();
            writes = writes.then(() => stream.writeSSE({ event: 'rebuild', data: JSON.stringify(serialize(row)) }));
            void writes.then(resolve, resolve);
          }
        });
      });
    }) as never;
  });
