import { eq } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { Database } from '../../db/client';
import { posts } from '../../db/schema';
import { parseId } from '../../../contract/fields';
import { COOKIE } from '../../../lib/cookie-names';
import { reasonToWatchPaid } from '../access/playback';
import { userOfToken } from '../auth/token-user';

/** A post page as a request may name it: /videos/7, /fr/videos/7/, /videos/7/index.html (decoded). */
const POST_PAGE = /^(?:\/fr)?\/videos\/(\d+)(?:\/|\/index\.html|\.html)?$/;

function postIdOfPath(pathname: string): number | null {
  try {
    return parseId(POST_PAGE.exec(decodeURIComponent(pathname))?.[1]);
  } catch {
    return null;
  }
}

/**
 * What a request for the page of a post withdrawn from sale gets: the not-found page, except for
 * the viewer of its session (the `hdx-token` cookie, checked as the API checks a bearer) who may
 * still play it as its playback does (`reasonToWatchPaid`): they get its page, `privately`. Any other
 * page goes on as it is, with no query for a post page of the published content (`hasPage`): a
 * withdrawal takes its post out of it.
 */
export async function withdrawnPageRoute(
  deps: { db: Database; jwtSecret: string },
  pathname: string,
  cookieHeader: string | undefined,
  hasPage: (pathname: string) => Promise<boolean>,
): Promise<{ notFound: true } | { privately: boolean }> {
  const postId = postIdOfPath(pathname);
  if (postId === null || (await hasPage(pathname))) return { privately: false };
  const [post] = await deps.db
    .select({ userId: posts.userId, withdrawnAt: posts.withdrawnAt })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post?.withdrawnAt) return { privately: false };
  const token = cookieHeader ? parse(cookieHeader, COOKIE.token)[COOKIE.token] : undefined;
  const user = token ? await userOfToken(deps.db, deps.jwtSecret, token) : null;
  const reason = user && (await reasonToWatchPaid(deps, user, { id: postId, userId: post.userId }));
  return reason ? { privately: true } : { notFound: true };
}
