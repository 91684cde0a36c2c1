import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { nodeExchangeOf } from './node-exchange';

/**
 * One structured log line per request (at info; a call made in-process, at debug), with a request id echoed in `X-Request-Id`. Served by
 * Node, the header goes on Node's response before the route runs and the caller's id is read
 * from Node's parsed headers (`c.req.header()` would build a WHATWG copy of them all). Under
 * `app.request` it goes on the finished answer's own headers: `c.header()` after the handler
 * would rebuild the answer as a streamed Response (several writes instead of one).
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const node = nodeExchangeOf(c);
  const given = node ? node.incoming.headers['x-request-id'] : c.req.header('X-Request-Id');
  const requestId = typeof given === 'string' && given ? given.slice(0, 64) : randomUUID();
  c.set('requestId', requestId);
  if (node) node.outgoing.setHeader('X-Request-Id', requestId);
  await next();
  if (!node) c.res.headers.set('X-Request-Id', requestId);
  const logger = c.get('deps').logger;
  // Not through Node: a call made in-process (a page render's reads), not a request a client sent.
  const level = node ? 'info' : 'debug';
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    {
      reqId: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    node ? 'request' : 'in-process call',
  );
};
