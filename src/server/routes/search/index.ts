import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** Search (§7): suggestions, post search and the results page's full-text search. */
export const searchRoutes = createContentRouter()
  .openapi(routes.suggestions, handlers.suggestions)
  .openapi(routes.search, handlers.search)
  .openapi(routes.results, handlers.results);
