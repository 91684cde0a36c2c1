import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** /cart: the signed-in user's active cart of posts and packages. */
export const cartRoutes = createContentRouter()
  .openapi(routes.get, handlers.get)
  .openapi(routes.addPost, handlers.addPost)
  .openapi(routes.removePost, handlers.removePost)
  .openapi(routes.addPackage, handlers.addPackage)
  .openapi(routes.removePackage, handlers.removePackage);
