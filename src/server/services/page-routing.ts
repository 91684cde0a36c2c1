import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import type { PageRouter } from '../site/published-site';
import { routeLibraryPath } from './slug-redirects';
import { withdrawnPageRoute } from './takedowns/withdrawn-pages';

export interface PageRoutingDeps {
  db: Database;
  jwtSecret: string;
  logger?: Logger | undefined;
}

/**
 * How the Node server routes a page request before rendering it: the page of a post withdrawn
 * from sale first (not found but for those who may still watch it), then renamed library entries
 * (301 to the current address). A deleted post needs nothing here: a takedown takes its post out of
 * the published content (services/takedowns/unpublish.ts), and its API answer is 404.
 */
export function pageRouter({ db, jwtSecret, logger }: PageRoutingDeps): PageRouter {
  return async (pathname, search, hasPage, req) => {
    const withdrawn = await withdrawnPageRoute({ db, jwtSecret }, pathname, req.headers.cookie, hasPage).catch(
      (error: unknown) => {
        logger?.warn({ err: error, pathname }, 'withdrawn post page not checked: not found');
        return { notFound: true as const };
      },
    );
    if ('notFound' in withdrawn) return withdrawn;
    const library = await routeLibraryPath(db, pathname, search, hasPage);
    if (library && 'redirect' in library) return library;
    return { servePath: library?.servePath, privately: withdrawn.privately };
  };
}
