import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { BlankSchema, Schema } from 'hono/types';
import type { AppEnv, AppRouteHandler } from '../../context';
import type { LibraryCrud } from './crud-routes';
import { createContentRouter } from './router';

/** A handler for each of a library resource's six calls, typed by its own routes. */
type LibraryHandlers<C extends LibraryCrud> = { [K in keyof LibraryCrud]: AppRouteHandler<C[K]> };

type Router = ReturnType<typeof createContentRouter>;
/** What registering route `R` adds to a router's schema (hono's own computation, for one concrete route). */
type SchemaOf<R extends RouteConfig> =
  ReturnType<(router: Router) => ReturnType<typeof router.openapi<R>>> extends OpenAPIHono<AppEnv, infer S, '/'>
    ? S
    : never;

type LibrarySchema<C extends LibraryCrud> = SchemaOf<C['list']> &
  SchemaOf<C['one']> &
  SchemaOf<C['create']> &
  SchemaOf<C['patch']> &
  SchemaOf<C['image']> &
  SchemaOf<C['remove']>;

/**
 * The router of a library resource (content types, weapons, masters, techniques, manuscripts,
 * publicities): its six calls with its own handlers, and `fixed`, the resource's calls on fixed
 * paths (`/random`), registered after the list and before `{id}` so they are not read as an id.
 * The return type is spelt out from `C`, the resource's own routes: inferred inside this generic
 * function, hono would widen every answer to any JSON and the browser's typed calls would lose
 * the resource's shapes.
 */
export function libraryRouter<C extends LibraryCrud, F extends Schema = BlankSchema>(
  crud: C,
  handlers: LibraryHandlers<C>,
  fixed?: OpenAPIHono<AppEnv, F, '/'>,
): OpenAPIHono<AppEnv, LibrarySchema<C> & F, '/'> {
  const router = createContentRouter().openapi(crud.list, handlers.list);
  if (fixed) router.route('/', fixed);
  return router
    .openapi(crud.one, handlers.one)
    .openapi(crud.create, handlers.create)
    .openapi(crud.patch, handlers.patch)
    .openapi(crud.image, handlers.image)
    .openapi(crud.remove, handlers.remove) as never;
}
