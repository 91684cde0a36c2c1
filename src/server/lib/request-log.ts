import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/** One structured log line per request, with a request id echoed in `X-Request-Id`. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestId = c.req.header('X-Request-Id')?.slice(0, 64) || randomUUID();
  c.set('requestId', requestId);
  await next();
  c.header('X-Request-Id', requestId);
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
