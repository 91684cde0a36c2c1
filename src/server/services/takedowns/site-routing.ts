import type { TakedownState } from './state';

/** A post page as a request may name it: /videos/7, /fr/videos/7/, /videos/7/index.html (decoded). */
const POST_PAGE = /^(?:\/fr)?\/videos\/([1-9]\d{0,9})(?:\/|\/index\.html|\.html)?$/;

export function postIdOfPath(pathname: string): number | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const id = POST_PAGE.exec(decoded)?.[1];
  return id === undefined ? null : Number(id);
}

/** What the Node server does with a page request because of takedowns. */
type TakedownRoute =
  /** The not-found page: the post was deleted, or withdrawn and the viewer may not see it. */
  | { notFound: true }
  /** A withdrawn post's page, for one of the viewers who may still see it: never stored by a shared cache. */
  | { privately: boolean };

/**
 * Decides a page request against the takedowns. `mayStillWatch` is asked only for the page
 * of a withdrawn post (one database round trip for the session).
 */
export async function routeTakedowns(
  state: TakedownState,
  pathname: string,
  mayStillWatch: (postId: number) => Promise<boolean>,
): Promise<TakedownRoute> {
  const postId = postIdOfPath(pathname);
  let privately = false;
  if (postId !== null) {
    if (state.deleted.has(postId)) return { notFound: true };
    if (state.withdrawn.has(postId)) {
      if (!(await mayStillWatch(postId))) return { notFound: true };
      privately = true;
    }
  }
  return { privately };
}
