import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** A manuscript read from a library's IIIF manifest (issue 32): imported by admins, read by all. */
export const manifestSourceRoutes = createContentRouter()
  .openapi(routes.read, handlers.read)
  .openapi(routes.put, handlers.put)
  .openapi(routes.refresh, handlers.refresh)
  .openapi(routes.remove, handlers.remove);
