import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/** The request id a caller sent, read from Node's parsed headers when served by @hono/node-server. */
function givenRequestId(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  // `c.req.header()` would build a WHATWG Headers copy of every request header just for this one.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const value = incoming ? incoming.headers['x-request-id'] : c.req.header('X-Request-Id');
  return typeof value === 'string' && value ? value.slice(0, 64) : undefined;
}

/**
 * One structured log line per request, with a request id echoed in `X-Request-Id`. The header
 * goes on the finished answer's own headers: `c.header()` after the handler would rebuild the
 * answer as a streamed Response (several writes instead of one).
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestId = givenRequestId(c) ?? randomUUID();
  c.set('requestId', requestId);
  await next();
  c.res.headers.set('X-Request-Id', requestId);
  const logger = c.var.deps.logger;
  if (!logger.isLevelEnabled('info')) return;
  logger.info(
    {
      reqId: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    'request',
  );
};
