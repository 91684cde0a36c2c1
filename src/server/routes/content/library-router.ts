import type { RouteConfig } from '@hono/zod-openapi';
import type { AppRouteHandler } from '../../context';
import { createContentRouter } from './router';

/** The six calls of a library resource, as `crudRoutes` makes them. */
interface LibraryCalls {
  list: RouteConfig;
  one: RouteConfig;
  create: RouteConfig;
  patch: RouteConfig;
  image: RouteConfig;
  remove: RouteConfig;
}

type LibraryHandlers<Calls extends LibraryCalls> = { [Call in keyof LibraryCalls]: AppRouteHandler<Calls[Call]> };

/** The router of a library resource (content types, weapons, masters, techniques, manuscripts, partners). */
export function libraryRouter<Calls extends LibraryCalls>(crud: Calls, handlers: LibraryHandlers<Calls>) {
  return createContentRouter()
    .openapi(crud.list, handlers.list)
    .openapi(crud.one, handlers.one)
    .openapi(crud.create, handlers.create)
    .openapi(crud.patch, handlers.patch)
    .openapi(crud.image, handlers.image)
    .openapi(crud.remove, handlers.remove);
}
