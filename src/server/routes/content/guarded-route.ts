import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin, requirePathUser, requireUser } from '../../middleware/auth';
import { authErrors, bearer } from './responses';

type Answers = RouteConfig['responses'];

/** A guard and the answers it gives on its own (the route's own answers may say more). */
interface Guard<A extends Answers> {
  middleware: MiddlewareHandler<AppEnv>;
  answers: A;
}

/** A signed-in caller (401). */
export const SIGNED_IN = { middleware: requireUser, answers: { 401: authErrors[401] } } satisfies Guard<Answers>;
/** An admin (401, 403). */
export const ADMIN = { middleware: requireAdmin, answers: authErrors } satisfies Guard<Answers>;
/** The user named by the `userId` path parameter (401, 403). */
export const PATH_USER = { middleware: requirePathUser, answers: authErrors } satisfies Guard<Answers>;

type Config<P extends string = string> = Omit<RouteConfig, 'path' | 'security'> & { path: P };

type Guarded<A extends Answers, R extends Config> = Omit<R, 'middleware' | 'responses'> & {
  security: typeof bearer;
  middleware: MiddlewareHandler<AppEnv>[];
  responses: A & R['responses'];
};

/**
 * A route behind `guard`: the guard runs before the route's own middleware (and before any
 * body is read), and the document names the bearer and the guard's answers, so a guarded
 * call cannot be documented as open.
 */
export function guardedRoute<A extends Answers, P extends string, R extends Config<P>>(guard: Guard<A>, config: R) {
  const own = config.middleware === undefined ? [] : [config.middleware].flat();
  const route = {
    ...config,
    security: bearer,
    middleware: [guard.middleware, ...own],
    responses: { ...guard.answers, ...config.responses },
  } as Guarded<A, R>;
  return createRoute(route);
}
