import { libraryRouter } from '../content/library-router';
import * as handlers from './handlers';
import { crud } from './routes';

/** /weapons: martial arts (§7). */
export const weaponRoutes = libraryRouter(crud, handlers);
