import { links } from '../../lib/links';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $account, loadAccount } from './stores/account';
import { linkClass } from './form-parts';
import { SignedInOnly } from './signed-in-only';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';
import { fill } from '../../lib/format';

function Profile() {
  const { common, profile, locale, href } = useAuthTexts();
  const { value: account, error } = useStore($account);
  useEffect(() => {
    void loadAccount();
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!account) {
    return (
      <p role="status" aria-live="polite">
        {common.loading}
      </p>
    );
  }
  const fullName = [account.firstName, account.name].filter(Boolean).join(' ');
  const place = [account.city, account.country].filter(Boolean).join(', ');
  const since = new Date(account.createdAt).toLocaleDateString(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    year: 'numeric',
    month: 'long',
  });
  return (
    <article className="flex flex-wrap items-start gap-3">
      <img
        src={account.fileUrl ?? '/images/default-avatar.svg'}
        alt={fill(profile.avatarAlt, { name: account.username })}
        width={128}
        height={128}
        className="size-[128px] rounded-full border border-stone-300 bg-stone-100 object-cover"
      />
      <div>
        <h2 className="font-serif text-2xl font-bold">{account.username}</h2>
        {fullName && <p className="text-lg">{fullName}</p>}
        {place && <p className="text-steel">{place}</p>}
        <p className="mt-1 text-sm text-steel">{fill(profile.memberSince, { date: since })}</p>
        <p className="mt-2 flex flex-wrap gap-2">
          <a className={linkClass} href={href('/account')}>
            {profile.editAccount}
          </a>
          <a className={linkClass} href={href(links.profile(account.id))}>
            {profile.publicProfile}
          </a>
        </p>
      </div>
    </article>
  );
}

/** /profile: the signed-in user's own profile (issue 7 extends profiles). */
export default function OwnProfile(props: AuthProps) {
  return (
    <AuthTextsProvider {...props}>
      <SignedInOnly>{() => <Profile />}</SignedInOnly>
    </AuthTextsProvider>
  );
}
