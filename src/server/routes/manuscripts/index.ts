import { libraryRouter } from '../content/library-router';
import * as handlers from './handlers';
import { crud } from './routes';

/** /manuscripts: manuscripts, linked to their author master. */
export const manuscriptRoutes = libraryRouter(crud, handlers);
