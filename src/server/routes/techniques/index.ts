import { libraryRouter } from '../content/library-router';
import * as handlers from './handlers';
import { crud } from './routes';

/** /techniques: techniques (§7), linked to a weapon, a master and a manuscript. */
export const techniqueRoutes = libraryRouter(crud, handlers);
