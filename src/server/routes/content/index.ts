import { likeRoutes } from '../likes';
import { manuscriptRoutes } from '../manuscripts';
import { masterHistoryRoutes } from '../master-histories';
import { postTypeRoutes } from '../post-types';
import { postRoutes } from '../posts';
import { publicityRoutes } from '../publicities';
import { ratingRoutes } from '../ratings';
import { searchRoutes } from '../search';
import { techniqueRoutes } from '../techniques';
import { uploadRoutes } from '../uploads';
import { weaponRoutes } from '../weapons';
import { createContentRouter } from './router';

/**
 * Every content call of spec §7: library resources, posts, likes, ratings, search, uploads.
 * One chain, so that the app's type (from which the browser's calls are typed) has every route.
 */
export const contentRoutes = createContentRouter()
  .route('/', postTypeRoutes)
  .route('/', weaponRoutes)
  .route('/', masterHistoryRoutes)
  .route('/', techniqueRoutes)
  .route('/', manuscriptRoutes)
  .route('/', publicityRoutes)
  .route('/', postRoutes)
  .route('/', likeRoutes)
  .route('/', ratingRoutes)
  .route('/', searchRoutes)
  .route('/', uploadRoutes);
contentRoutes.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description: 'The access token from sign-in',
});
