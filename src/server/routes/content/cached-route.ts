import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { cached, type TagsOf } from './cache';

type Config<P extends string = string> = Omit<RouteConfig, 'path' | 'method' | 'middleware'> & { path: P };

type Cached<R extends Config> = R & { method: 'get'; middleware: MiddlewareHandler<AppEnv>[] };

/**
 * A public GET served from the response cache, tagged by `tagsOf` (see ./cache): the cache
 * runs before the validators, and only GETs are cached, so the route is a GET by construction.
 */
export function cachedRoute<P extends string, R extends Config<P>>(tagsOf: TagsOf, config: R) {
  return createRoute({ ...config, method: 'get', middleware: [cached(tagsOf)] } as Cached<R>);
}
