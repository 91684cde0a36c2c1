import type { PublicProfile } from '../../../contract';
import type { Labels } from '../like/text';

/**
 * 'Posts n · Likes received m' as a description list: in the public profile's header (rendered
 * on the server, no script) and on one's own profile page.
 */
export function ProfileCounts({
  profile,
  labels,
  className,
}: {
  profile: Pick<PublicProfile, 'postsCount' | 'likesReceived'>;
  labels: Labels;
  /** The list's place in its page (margins). */
  className: string;
}) {
  return (
    <dl className={`${className} flex gap-3`} data-profile-counts>
      <Count label={labels.posts} value={profile.postsCount} mark="data-posts-count" />
      <Count label={labels.likesReceived} value={profile.likesReceived} mark="data-likes-received" />
    </dl>
  );
}

/** One count, marked for the tests by `mark`. */
function Count({ label, value, mark }: { label: string | undefined; value: number; mark: string }) {
  return (
    <div>
      <dt className="text-sm text-steel">{label}</dt>
      <dd className="text-xl font-bold" {...{ [mark]: '' }}>
        {value}
      </dd>
    </div>
  );
}
