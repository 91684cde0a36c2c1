import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { responseCacheOf } from '../../services/cache';

const KEPT_HEADERS = ['Content-Type', 'X-Total-Count'];

/**
 * Serves a public GET from the response cache (see services/cache). Placed before the
 * validators, so a hit costs a map lookup; a miss runs the route and stores a 200 answer.
 */
export const cached: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const cache = responseCacheOf(c.var.deps);
  const url = c.req.url;
  const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  let hit = cache.get(key);
  if (!hit) {
    const running = cache.inFlight(key);
    if (running) {
      await running;
      hit = cache.get(key);
    }
  }
  if (hit) {
    c.header('X-Cache', 'HIT');
    return c.body(hit.body, 200, hit.headers);
  }
  const version = cache.currentVersion;
  const done = cache.begin(key);
  try {
    await next();
    const res = c.res;
    if (res.status === 200 && res.headers.get('Content-Type')?.startsWith('application/json')) {
      const body = new Uint8Array(await res.arrayBuffer());
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      cache.set(key, body, headers, version);
      c.res = new Response(body, res);
    }
    c.header('X-Cache', 'MISS');
  } finally {
    done();
  }
};
