import type { Post } from '../../../lib/types';
import { IslandErrorBoundary } from '../../shared/error-boundary';
import type { Labels } from '../like/text';
import { PostCard, type CardLabels } from '../profile/post-card';
import { PostList } from '../profile/post-list';
import { usePostPages, type ShownAbove } from '../profile/use-post-pages';

export interface MorePostsProps {
  /** The list call, e.g. '/posts?order=views'. */
  path: string;
  shownAbove: ShownAbove;
  locale: string;
  /** '' in English, '/fr' in French. */
  base: string;
  /** loadMore, loading and failed (engagement.json 'profile'). */
  labels: Labels;
  cardLabels: CardLabels;
  genericError: string;
}

const same = (posts: Post[]) => posts;

function More({ path, shownAbove, locale, base, labels, cardLabels }: Omit<MorePostsProps, 'genericError'>) {
  const pages = usePostPages(path, same, {
    auth: false,
    failedLabel: labels.failed ?? 'Failed to fetch posts',
    shownAbove,
  });
  return (
    <PostList pages={pages} labels={labels} empty={null}>
      {(post) => (
        <PostCard key={post.id} post={post} locale={locale} labels={cardLabels} base={base} headingLevel="h2" />
      )}
    </PostList>
  );
}

/** 'Show more' under a pre-rendered list (/news, /trends): the next pages, as the same cards. */
export default function MorePosts({ genericError, ...props }: MorePostsProps) {
  return (
    <IslandErrorBoundary message={genericError}>
      <More {...props} />
    </IslandErrorBoundary>
  );
}
