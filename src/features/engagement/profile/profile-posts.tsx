import { useEffect } from 'react';
import type { Post } from '../../../lib/types';
import { showToast, takeFlash } from '../../shared/stores/flash-toast';
import type { Labels } from '../like/text';
import { useViewer } from '../like/use-viewer';
import { IslandErrorBoundary } from '../../shared/error-boundary';
import { OwnerTools } from './owner-tools';
import { PostCard, type CardLabels } from './post-card';
import { PostList } from './post-list';
import { usePostPages, type ShownAbove } from './use-post-pages';

export interface ProfilePostsProps {
  userId: number;
  /** The posts a profile page's grid shows above the list (server markup): the list holds the next pages. */
  shownAbove?: ShownAbove;
  locale: string;
  /** '' in English, '/fr' in French. */
  base?: string;
  labels: Labels;
  cardLabels: CardLabels;
  genericError: string;
}

const same = (posts: Post[]) => posts;

function Posts({ userId, shownAbove, locale, base = '', labels, cardLabels }: Omit<ProfilePostsProps, 'genericError'>) {
  const { user } = useViewer();
  const pages = usePostPages(`/posts?user=${userId}`, same, {
    auth: false,
    failedLabel: labels.failed ?? 'Failed to fetch posts',
    ...(shownAbove ? { shownAbove } : {}),
  });
  const canManage = user !== null && (user.id === userId || user.role === 'ROLE_ADMIN');
  useEffect(() => {
    // 'Your changes are saved.' after an edit, which comes back here.
    const flash = takeFlash();
    if (flash) showToast('success', flash);
  }, []);
  return (
    <PostList pages={pages} labels={labels} empty={shownAbove ? null : <p className="text-steel">{labels.noPosts}</p>}>
      {(post) => (
        <PostCard key={post.id} post={post} locale={locale} labels={cardLabels} base={base}>
          {canManage && <OwnerTools post={post} locale={locale} labels={labels} onDeleted={pages.remove} />}
        </PostCard>
      )}
    </PostList>
  );
}

/** A member's posts as cards; their author (or an admin) also gets edit and delete under each. */
export default function ProfilePosts({ genericError, ...props }: ProfilePostsProps) {
  return (
    <IslandErrorBoundary message={genericError}>
      <Posts {...props} />
    </IslandErrorBoundary>
  );
}
