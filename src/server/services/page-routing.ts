import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import type { PageRouter } from '../site/published-site';
import { routeLibraryPath } from './slug-redirects';
import { mayStillWatch } from './takedowns/entitled';
import type { SiteTakedowns } from './takedowns/site-takedowns';

export interface PageRoutingDeps {
  db: Database;
  jwtSecret: string;
  takedowns: SiteTakedowns;
  logger?: Logger | undefined;
}

/**
 * How the Node server routes a page request before rendering it: takedowns first (a taken-down
 * post's page is not found, whatever its address), then renamed library entries (301 to the
 * current address). The cards of the posts taken down since the publish are left out by the
 * renders themselves (the content the server shows hides them, published-site.ts `hide`).
 */
export function pageRouter({ db, jwtSecret, takedowns, logger }: PageRoutingDeps): PageRouter {
  return async (pathname, search, hasPage, req) => {
    const takedown = await takedowns.route(pathname, (postId) =>
      mayStillWatch({ db, jwtSecret }, req.headers.cookie, postId).catch((error: unknown) => {
        logger?.warn({ err: error, postId }, 'viewer of a withdrawn post not checked: not found');
        return false;
      }),
    );
    if ('notFound' in takedown) return takedown;
    const library = await routeLibraryPath(db, pathname, search, hasPage);
    if (library && 'redirect' in library) return library;
    return { servePath: library?.servePath, privately: takedown.privately };
  };
}
