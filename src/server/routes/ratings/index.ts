import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** Ratings (§7): POST /api/posts/{postId}/rates/{userId}, and GET of the same for one's own rating. */
export const ratingRoutes = createContentRouter().openapi(routes.rate, handlers.rate).openapi(routes.own, handlers.own);
