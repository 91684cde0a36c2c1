import { libraryRouter } from '../content/library-router';
import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import { crud, random } from './routes';

/** /post_types: content types (§7). `random` is registered before `{id}` so it is not read as an id. */
export const postTypeRoutes = createContentRouter()
  .openapi(random, handlers.random)
  .route('/', libraryRouter(crud, handlers));
