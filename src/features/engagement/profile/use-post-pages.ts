import { useCallback, useEffect, useRef, useState } from 'react';
import type { Post } from '../../../lib/types';
import { call } from '../../../lib/api/client';
import { failureText } from '../../../lib/api/result';
import { readPostPage } from './post-page-answer';

export interface PostPages {
  posts: Post[];
  total: number | null;
  loading: boolean;
  error: string | null;
  loadMore: () => void;
  /** Drops a post from the list (after it was deleted). */
  remove: (id: number) => void;
}

export const PAGE_SIZE = 12;

/**
 * Posts a static page already shows above the list: its first `pages` pages, the posts
 * `ids` of the `total` the build knew. The list then holds only what comes after them.
 */
export interface ShownAbove {
  pages: number;
  ids: number[];
  total: number;
}

/**
 * Pages of posts from a list call answering X-Total-Count (`page` and `itemsPerPage` are
 * added to `path`); `pick` gives the posts of an answer. A null path waits (no user yet).
 * Posts shown above the list are skipped (and not counted).
 */
export function usePostPages<T>(
  path: string | null,
  pick: (items: T[]) => Post[],
  options: {
    auth: boolean;
    failedLabel: string;
    shownAbove?: ShownAbove;
  },
): PostPages {
  const above = options.shownAbove;
  const [posts, setPosts] = useState<Post[]>([]);
  const [total, setTotal] = useState<number | null>(above ? Math.max(0, above.total - above.ids.length) : null);
  const [page, setPage] = useState(above?.pages ?? 0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ pick, options });
  const busy = useRef(false);
  /** The posts shown above that the list call still answers (one deleted since the build is not counted). */
  const aboveSeen = useRef(new Set<number>());
  useEffect(() => {
    latest.current = { pick, options };
  });

  const fetchPage = useCallback(
    async (next: number) => {
      if (!path || busy.current) return;
      busy.current = true;
      setLoading(true);
      setError(null);
      // The first load under a pre-rendered list asks again for everything from the top: posts
      // published or deleted since the build shift the pages, and the ids shown above are skipped.
      const above = latest.current.options.shownAbove;
      const query =
        above && next === above.pages + 1
          ? `page=1&itemsPerPage=${next * PAGE_SIZE}`
          : `page=${next}&itemsPerPage=${PAGE_SIZE}`;
      const answer = await call<T[]>('GET', `${path}${path.includes('?') ? '&' : '?'}${query}`, {
        auth: latest.current.options.auth,
      });
      busy.current = false;
      setLoading(false);
      if (!answer.ok || !Array.isArray(answer.data)) {
        const message = failureText(latest.current.options.failedLabel, answer);
        console.error(message);
        setError(message);
        return;
      }
      const { items, total } = readPostPage(
        latest.current.pick(answer.data),
        answer.headers?.get('X-Total-Count'),
        latest.current.options.shownAbove?.ids ?? [],
        aboveSeen.current,
      );
      setPosts((current) =>
        next === 1 ? items : [...current, ...items.filter((post) => !current.some((p) => p.id === post.id))],
      );
      setTotal(total);
      setPage(next);
    },
    [path],
  );

  useEffect(() => {
    if (path && page === 0) void fetchPage(1);
  }, [path, page, fetchPage]);

  return {
    posts,
    total,
    loading,
    error,
    loadMore: () => void fetchPage(page + 1),
    remove: (id) => {
      setPosts((current) => current.filter((post) => post.id !== id));
      setTotal((current) => (current === null ? null : Math.max(0, current - 1)));
    },
  };
}
