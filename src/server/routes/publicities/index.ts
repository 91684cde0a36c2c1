import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import { crud } from './routes';

/** /publicities: partner advertisements (§7). */
export const publicityRoutes = createContentRouter()
  .openapi(crud.list, handlers.list)
  .openapi(crud.one, handlers.one)
  .openapi(crud.create, handlers.create)
  .openapi(crud.patch, handlers.patch)
  .openapi(crud.image, handlers.image)
  .openapi(crud.remove, handlers.remove);
