import { useEffect } from 'react';
import { setAccount, type AccountUser } from './stores/account';
import { initSession } from './stores/session';
import { AccountForm } from './account-form';
import { AvatarUpload } from './avatar-upload';
import { linkClass } from './form-parts';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';

function AccountPageInner({ user }: { user: AccountUser }) {
  const { account, href } = useAuthTexts();
  useEffect(() => {
    initSession();
    setAccount(user);
  }, [user]);
  return (
    <>
      <AvatarUpload user={user} />
      <AccountForm user={user} />
      <p className="mt-3 flex flex-wrap gap-2 text-sm">
        <a className={linkClass} href={href('/edit-password')}>
          {account.editPassword}
        </a>
        <a className={linkClass} href={href('/settings')}>
          {account.settings}
        </a>
        <a className={linkClass} href={href('/library')}>
          {account.purchases}
        </a>
      </p>
    </>
  );
}

/** The /account island: avatar and personal data of the user the server verified (its deletion closes the page: account-deletion.tsx). */
export default function AccountPage({ user, ...props }: AuthProps & { user: AccountUser }) {
  return (
    <AuthTextsProvider {...props}>
      <AccountPageInner user={user} />
    </AuthTextsProvider>
  );
}
