import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** Ratings (§7): POST /api/posts/{postId}/rates/{userId}. */
export const ratingRoutes = createContentRouter().openapi(routes.rate, handlers.rate);
