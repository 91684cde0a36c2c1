import { createContentRouter } from '../content/router';
import { libraryRouter } from '../content/library-router';
import * as handlers from './handlers';
import { random as randomHandler } from './handlers';
import { crud, random } from './routes';

/** /post_types: content types (§7), and one at random. */
export const postTypeRoutes = libraryRouter(crud, handlers, createContentRouter().openapi(random, randomHandler));
