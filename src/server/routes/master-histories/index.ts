import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import { crud, random } from './routes';

/** /master_histories (§7); 404s answer 'MasterHistory resource not found' (§8). */
export const masterHistoryRoutes = createContentRouter()
  .openapi(crud.list, handlers.list)
  .openapi(random, handlers.random)
  .openapi(crud.one, handlers.one)
  .openapi(crud.create, handlers.create)
  .openapi(crud.patch, handlers.patch)
  .openapi(crud.image, handlers.image)
  .openapi(crud.remove, handlers.remove);
