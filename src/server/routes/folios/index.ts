import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** A manuscript's folios (issue 32): list, scan upload, removal, and its IIIF manifest. */
export const folioRoutes = createContentRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.upload, handlers.upload)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.manifest, handlers.manifest);

/** The address of a scan upload, whose body streams under its own limit (not the JSON body limit). */
export const FOLIO_SCAN_UPLOAD = /^\/api\/manuscripts\/[^/]+\/folios\/[^/]+$/;
