import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** /slug-redirects: where the old addresses of renamed library entries lead (issue 16). */
export const slugRedirectRoutes = createContentRouter().openapi(routes.list, handlers.list);
