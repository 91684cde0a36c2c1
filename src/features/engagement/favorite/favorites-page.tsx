import type { Post } from '../../../lib/types';
import { IslandErrorBoundary } from '../../shared/error-boundary';
import type { Labels } from '../like/text';
import { signInHref } from '../../shared/sign-in-href';
import { plural } from '../../../lib/format';
import { useViewer } from '../like/use-viewer';
import { PostCard, type CardLabels } from '../profile/post-card';
import { PostList } from '../profile/post-list';
import { usePostPages } from '../profile/use-post-pages';

interface Props {
  locale: string;
  labels: Labels;
  cardLabels: CardLabels;
  genericError: string;
}

const pickPosts = (items: { post: Post }[]) => items.map((item) => item.post);

function Favorites({ userId, locale, labels, cardLabels }: { userId: number } & Omit<Props, 'genericError'>) {
  const pages = usePostPages(`/users/${userId}/favorites`, pickPosts, {
    auth: true,
    failedLabel: labels.failed ?? 'Failed to fetch favorites',
  });
  return (
    <>
      {pages.total !== null && pages.total > 0 && (
        <p className="mb-2 text-steel" data-favorites-count>
          {plural(labels, 'count', pages.total, locale)}
        </p>
      )}
      <PostList
        pages={pages}
        labels={labels}
        empty={
          <p className="rounded-lg border border-stone-200 bg-white p-2">
            {labels.empty}{' '}
            <a className="font-semibold text-blood underline" href="/news">
              {labels.browse}
            </a>
          </p>
        }
      >
        {(post) => <PostCard key={post.id} post={post} locale={locale} labels={cardLabels} headingLevel="h2" />}
      </PostList>
    </>
  );
}

/** /favorites: the signed-in user's bookmarked posts as post cards. */
export default function FavoritesPage({ genericError, ...props }: Props) {
  const { hydrated, user } = useViewer();
  let body;
  if (!hydrated) {
    body = (
      <p role="status" aria-live="polite">
        {props.labels.loading}
      </p>
    );
  } else if (!user) {
    body = (
      <p className="rounded-lg border border-stone-200 bg-white p-2">
        <a className="font-semibold text-blood underline" href={signInHref()}>
          {props.labels.signIn}
        </a>
      </p>
    );
  } else {
    body = <Favorites userId={user.id} {...props} />;
  }
  return <IslandErrorBoundary message={genericError}>{body}</IslandErrorBoundary>;
}
