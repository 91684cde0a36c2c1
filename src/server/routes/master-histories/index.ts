import { libraryRouter } from '../content/library-router';
import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import { crud, random } from './routes';

/** /master_histories (§7); 404s answer 'MasterHistory resource not found' (§8). */
export const masterHistoryRoutes = createContentRouter()
  .openapi(random, handlers.random)
  .route('/', libraryRouter(crud, handlers));
