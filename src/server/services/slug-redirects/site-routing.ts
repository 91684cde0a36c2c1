import type { Executor } from '../../db/client';
import { pagePath, parseLibraryPath } from './paths';
import { formerSegments, redirectTarget } from './resolve';

/** What the Node server does with a page request: 301 to `redirect`, or render the published page of `servePath`. */
export type SiteRoute = { redirect: string } | { servePath: string };

/**
 * The Node server's view of renamed library entries, read live from the database so it
 * holds before a publish as after one:
 * - an old address answers 301 to the entry's current page (query kept);
 * - the current address of an entry renamed since the last publish, which has no published
 *   page yet, shows the page published under a former address until the next publish.
 */
export async function routeLibraryPath(
  db: Executor,
  pathname: string,
  search: string,
  hasPage: (path: string) => Promise<boolean>,
): Promise<SiteRoute | null> {
  const page = parseLibraryPath(pathname);
  if (!page) return null;
  const target = await redirectTarget(db, page.kind, page.segment);
  if (target !== null) return { redirect: `${page.prefix}${pagePath(page.kind, target)}${search}` };
  if (await hasPage(pathname)) return null;
  const former = await formerSegments(db, page.kind, page.segment);
  for (const segment of [...(former ?? [])].reverse()) {
    const path = `${page.prefix}${pagePath(page.kind, segment)}`;
    if (await hasPage(path)) return { servePath: path };
  }
  return null;
}
