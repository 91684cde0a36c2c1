import { libraryRouter } from '../content/library-router';
import * as handlers from './handlers';
import { crud } from './routes';

/** /publicities: partner advertisements (§7). */
export const publicityRoutes = libraryRouter(crud, handlers);
