import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** Favorites (bookmarks): add and remove a post, a user's list and ids. Private to the user (and admins). */
export const favoriteRoutes = createContentRouter()
  .openapi(routes.add, handlers.add)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.list, handlers.list)
  .openapi(routes.ids, handlers.ids);
