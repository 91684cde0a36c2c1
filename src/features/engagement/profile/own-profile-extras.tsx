import { useEffect, useState } from 'react';
import { api } from '../../../lib/api/typed';
import { failureText } from '../../../lib/api/result';
import type { Labels } from '../like/text';
import { useViewer } from '../like/use-viewer';
import { IslandErrorBoundary } from '../../shared/error-boundary';
import type { CardLabels } from './post-card';
import ProfilePosts from './profile-posts';
import type { PublicProfile } from '../../../contract';
import { ProfileCounts } from './profile-counts';

interface Props {
  locale: string;
  labels: Labels;
  cardLabels: CardLabels;
  genericError: string;
}

function Extras({ userId, locale, labels, cardLabels, genericError }: Props & { userId: number }) {
  const [profile, setProfile] = useState<PublicProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void api(`GET /users/${userId}/profile`).then((answer) => {
      if (!live) return;
      if (answer.ok && answer.data) setProfile(answer.data);
      else setError(failureText('Failed to fetch user', answer));
    });
    return () => {
      live = false;
    };
  }, [userId]);
  return (
    <section aria-labelledby="my-posts-title" className="mt-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-posts-title" className="font-serif text-2xl font-bold">
          {labels.myPostsTitle}
        </h2>
        <a className="rounded bg-blood px-2 py-1 font-semibold text-white hover:bg-ink" href="/add-post">
          {labels.addPost}
        </a>
      </div>
      {profile && <ProfileCounts profile={profile} labels={labels} className="mb-2" />}
      {error && (
        <p role="alert" className="text-blood">
          {error}
        </p>
      )}
      <ProfilePosts
        userId={userId}
        locale={locale}
        labels={labels}
        cardLabels={cardLabels}
        genericError={genericError}
      />
    </section>
  );
}

/** Under /profile: the signed-in user's counts and posts, with edit and delete (issue 7). */
export default function OwnProfileExtras(props: Props) {
  const { user } = useViewer();
  if (!user) return null;
  return (
    <IslandErrorBoundary message={props.genericError}>
      <Extras userId={user.id} {...props} />
    </IslandErrorBoundary>
  );
}
