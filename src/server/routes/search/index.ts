import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** Search (§7): suggestions and post search. */
export const searchRoutes = createContentRouter()
  .openapi(routes.suggestions, handlers.suggestions)
  .openapi(routes.search, handlers.search);
