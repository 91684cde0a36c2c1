import { createContentRouter } from '../content/router';
import { libraryRouter } from '../content/library-router';
import * as handlers from './handlers';
import { random as randomHandler } from './handlers';
import { crud, random } from './routes';

/** /master_histories (§7), and one at random; 404s answer 'MasterHistory resource not found' (§8). */
export const masterHistoryRoutes = libraryRouter(crud, handlers, createContentRouter().openapi(random, randomHandler));
