import type { ReactNode } from 'react';
import type { Post } from '../../../lib/types';
import type { Labels } from '../like/text';
import type { PostPages } from './use-post-pages';

interface Props {
  pages: PostPages;
  labels: Labels;
  empty: ReactNode;
  children: (post: Post) => ReactNode;
}

/** A grid of post cards with its loading line, error, empty text and 'Show more' button. */
export function PostList({ pages, labels, empty, children }: Props) {
  const { posts, total, loading, error } = pages;
  const more = total !== null && posts.length < total;
  return (
    <div>
      {posts.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading || undefined}>
          {posts.map((post) => (
            <li key={post.id} className="flex">
              <div className="flex-1 [&>article]:h-full">{children(post)}</div>
            </li>
          ))}
        </ul>
      )}
      {!loading && !error && total === 0 && empty}
      {error && (
        <p role="alert" className="mt-2 text-blood">
          {error}
        </p>
      )}
      {loading && (
        <p role="status" aria-live="polite" className="mt-2 text-steel">
          {labels.loading}
        </p>
      )}
      {(more || (error && total === null)) && !loading && (
        <p className="mt-2 text-center">
          <button
            type="button"
            className="rounded border border-ink px-2 py-1 font-semibold hover:bg-ink hover:text-white"
            onClick={pages.loadMore}
          >
            {labels.loadMore}
          </button>
        </p>
      )}
    </div>
  );
}
