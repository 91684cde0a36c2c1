import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $account, loadAccount } from '../../stores/account';
import { linkClass } from './form-parts';
import { SignedInOnly } from './signed-in-only';
import { PROFILE } from './strings';

function Profile() {
  const { value: account, error } = useStore($account);
  useEffect(() => {
    void loadAccount();
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!account) {
    return (
      <p role="status" aria-live="polite">
        Loading...
      </p>
    );
  }
  const fullName = [account.firstName, account.name].filter(Boolean).join(' ');
  const place = [account.city, account.country].filter(Boolean).join(', ');
  const since = new Date(account.createdAt).toLocaleDateString('en-GB', { year: 'numeric', month: 'long' });
  return (
    <article className="flex flex-wrap items-start gap-3">
      <img
        src={account.fileUrl ?? '/images/default-avatar.svg'}
        alt={PROFILE.avatarAlt(account.username)}
        width={128}
        height={128}
        className="size-[128px] rounded-full border border-stone-300 bg-stone-100 object-cover"
      />
      <div>
        <h2 className="font-serif text-2xl font-bold">{account.username}</h2>
        {fullName && <p className="text-lg">{fullName}</p>}
        {place && <p className="text-steel">{place}</p>}
        <p className="mt-1 text-sm text-steel">{PROFILE.memberSince(since)}</p>
        <p className="mt-2 flex flex-wrap gap-2">
          <a className={linkClass} href="/account">
            {PROFILE.editAccount}
          </a>
          <a className={linkClass} href={`/profile/${account.id}`}>
            {PROFILE.publicProfile}
          </a>
        </p>
      </div>
    </article>
  );
}

/** /profile: the signed-in user's own profile (issue 7 extends profiles). */
export default function OwnProfile() {
  return <SignedInOnly>{() => <Profile />}</SignedInOnly>;
}
