import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** Likes (§7): toggle, a post's likes, a user's likes. */
export const likeRoutes = createContentRouter()
  .openapi(routes.toggle, handlers.toggle)
  .openapi(routes.ofPost, handlers.ofPost)
  .openapi(routes.ofUser, handlers.ofUser);
