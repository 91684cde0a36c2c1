import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** Video uploads (§7): the signed address, and the local storage's PUT target. */
export const uploadRoutes = createContentRouter()
  .openapi(routes.presign, handlers.presign)
  .openapi(routes.put, handlers.put);
