import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** /packages: sellers' bundles of their posts at one price. */
export const packageRoutes = createContentRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.one, handlers.one)
  .openapi(routes.create, handlers.create)
  .openapi(routes.patch, handlers.patch)
  .openapi(routes.remove, handlers.remove);
