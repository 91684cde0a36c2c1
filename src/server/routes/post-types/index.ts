import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import { crud, random } from './routes';

/** /post_types: content types (§7). `random` is registered before `{id}` so it is not read as an id. */
export const postTypeRoutes = createContentRouter()
  .openapi(crud.list, handlers.list)
  .openapi(random, handlers.random)
  .openapi(crud.one, handlers.one)
  .openapi(crud.create, handlers.create)
  .openapi(crud.patch, handlers.patch)
  .openapi(crud.image, handlers.image)
  .openapi(crud.remove, handlers.remove);
