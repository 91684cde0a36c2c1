import { createContentRouter } from '../content/router';
import * as handlers from './handlers';
import * as routes from './routes';
import * as timelineHandlers from './timeline-handlers';
import * as timelineRoutes from './timeline-routes';

/** /posts (§7). The fixed paths (trends, news, timelines) come before `{id}`. */
export const postRoutes = createContentRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.trends, handlers.trends)
  .openapi(routes.news, handlers.news)
  .openapi(timelineRoutes.timelines, timelineHandlers.timelines)
  .openapi(routes.one, handlers.one)
  .openapi(routes.related, handlers.related)
  .openapi(routes.create, handlers.create)
  .openapi(routes.patch, handlers.patch)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.incrementViews, handlers.incrementViews)
  .openapi(timelineRoutes.putChapters, timelineHandlers.putChapters)
  .openapi(timelineRoutes.addCaption, timelineHandlers.addCaption)
  .openapi(timelineRoutes.removeCaption, timelineHandlers.removeCaption);
