import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';

/** A manuscript's folios (issue 32): scans, regions linked to techniques, its IIIF manifest; a technique's sources. */
export const folioRoutes = createContentRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.upload, handlers.upload)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.manifest, handlers.manifest)
  .openapi(routes.regions, handlers.regions)
  .openapi(routes.createRegion, handlers.createRegion)
  .openapi(routes.patchRegion, handlers.patchRegion)
  .openapi(routes.removeRegion, handlers.removeRegion)
  .openapi(routes.techniqueSources, handlers.techniqueSources)
  .openapi(routes.sources, handlers.sources);

/** The address of a scan upload, whose body streams under its own limit (not the JSON body limit). */
export const FOLIO_SCAN_UPLOAD = /^\/api\/manuscripts\/[^/]+\/folios\/[^/]+$/;
