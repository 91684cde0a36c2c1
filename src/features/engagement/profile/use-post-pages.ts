import { useCallback, useEffect, useRef, useState } from 'react';
import type { Post } from '../../../lib/types';
import { call } from '../../../lib/api/client';
import { failureText } from '../../../lib/api/result';

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
 * Pages of posts from a list call answering X-Total-Count (`page` and `itemsPerPage` are
 * added to `path`); `pick` gives the posts of an answer. A null path waits (no user yet).
 * A first page given by the server is shown without a request.
 */
export function usePostPages<T>(
  path: string | null,
  pick: (items: T[]) => Post[],
  options: { auth: boolean; failedLabel: string; initial?: { posts: Post[]; total: number } },
): PostPages {
  const [posts, setPosts] = useState<Post[]>(options.initial?.posts ?? []);
  const [total, setTotal] = useState<number | null>(options.initial?.total ?? null);
  const [page, setPage] = useState(options.initial ? 1 : 0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ pick, options });
  const busy = useRef(false);
  useEffect(() => {
    latest.current = { pick, options };
  });

  const fetchPage = useCallback(
    async (next: number) => {
      if (!path || busy.current) return;
      busy.current = true;
      setLoading(true);
      setError(null);
      const query = `page=${next}&itemsPerPage=${PAGE_SIZE}`;
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
      const items = latest.current.pick(answer.data);
      setPosts((current) =>
        next === 1 ? items : [...current, ...items.filter((post) => !current.some((p) => p.id === post.id))],
      );
      setTotal(Number(answer.headers?.get('X-Total-Count') ?? items.length));
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
