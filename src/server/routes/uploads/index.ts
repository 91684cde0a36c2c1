import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';
import * as tus from './tus-handlers';
import * as tusRoutes from './tus-routes';

/**
 * Video uploads (§7): the signed address and the local storage's PUT target
 * (`/uploads/videos/{owner}/{file}`), and resumable tus 1.0 uploads (`/uploads`,
 * `/uploads/{id}`: one segment, so neither kind reaches the other's routes).
 */
const router = createContentRouter();
router.openAPIRegistry.registerPath(tusRoutes.tusHead);

export const uploadRoutes = router
  .openapi(routes.presign, handlers.presign)
  .openapi(routes.put, handlers.put)
  .openapi(tusRoutes.tusOptions, tus.options)
  .openapi(tusRoutes.tusCreate, tus.create)
  .openapi(tusRoutes.tusPatch, tus.patch)
  .openapi(tusRoutes.tusDelete, tus.terminate)
  .get('/uploads/:id', tus.head);
