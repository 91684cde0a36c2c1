import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import { crud } from './routes';

/** /techniques: techniques (§7), linked to a weapon, a master and a manuscript. */
export const techniqueRoutes = createContentRouter()
  .openapi(crud.list, handlers.list)
  .openapi(crud.one, handlers.one)
  .openapi(crud.create, handlers.create)
  .openapi(crud.patch, handlers.patch)
  .openapi(crud.image, handlers.image)
  .openapi(crud.remove, handlers.remove);
