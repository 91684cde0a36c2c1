import type { PublicProfile } from '../../../contract';
import type { Labels } from '../like/text';

/** 'Posts n · Likes received m' as a description list. */
export function ProfileCounts({
  profile,
  labels,
}: {
  profile: Pick<PublicProfile, 'postsCount' | 'likesReceived'>;
  labels: Labels;
}) {
  return (
    <dl className="mb-2 flex gap-3" data-profile-counts>
      <div>
        <dt className="text-sm text-steel">{labels.posts}</dt>
        <dd className="text-xl font-bold" data-posts-count>
          {profile.postsCount}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-steel">{labels.likesReceived}</dt>
        <dd className="text-xl font-bold" data-likes-received>
          {profile.likesReceived}
        </dd>
      </div>
    </dl>
  );
}
