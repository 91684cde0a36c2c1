import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { dropPostCards } from '../site/post-card-filter';
import type { PageRouter } from '../site/site-host';
import { routeLibraryPath } from './slug-redirects';
import { mayStillWatch, routeTakedowns, type SiteTakedowns } from './takedowns';

export interface PageRoutingDeps {
  db: Database;
  jwtSecret: string;
  takedowns: SiteTakedowns;
  logger?: Logger | undefined;
}

/**
 * How the Node server routes a page request before serving the release: takedowns first
 * (a taken-down post's page is not found, whatever its address), then renamed library
 * entries (301 to the current address); every built page loses the cards of the posts
 * taken down since the release was built, and an on-demand page renders without them.
 */
export function pageRouter({ db, jwtSecret, takedowns, logger }: PageRoutingDeps): PageRouter {
  return async (pathname, search, isBuilt, req) => {
    const takedown = await routeTakedowns(await takedowns.current(), pathname, (postId) =>
      mayStillWatch({ db, jwtSecret }, req.headers.cookie, postId).catch((error: unknown) => {
        logger?.warn({ err: error, postId }, 'viewer of a withdrawn post not checked: not found');
        return false;
      }),
    );
    if ('notFound' in takedown) return takedown;
    const library = await routeLibraryPath(db, pathname, search, isBuilt);
    if (library && 'redirect' in library) return library;
    const { unlisted } = takedown;
    return {
      servePath: library?.servePath,
      rewrite: unlisted ? { key: unlisted.key, apply: (html: string) => dropPostCards(html, unlisted.ids) } : null,
      privately: takedown.privately,
      hiddenPosts: unlisted?.ids,
    };
  };
}
