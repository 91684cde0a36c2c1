import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** /posts (§7). The fixed paths (trends, news) come before `{id}`. */
export const postRoutes = createContentRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.trends, handlers.trends)
  .openapi(routes.news, handlers.news)
  .openapi(routes.one, handlers.one)
  .openapi(routes.related, handlers.related)
  .openapi(routes.create, handlers.create)
  .openapi(routes.patch, handlers.patch)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.incrementViews, handlers.incrementViews);
