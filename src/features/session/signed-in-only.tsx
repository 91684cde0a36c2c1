import type { ReactNode } from 'react';
import type { SessionUser } from './stores/session';
import { FormMessage, linkClass } from './form-parts';
import { useAuthTexts } from './auth-texts';
import { useSessionUser } from './use-session-user';

/** Renders its children with the signed-in user; a loading line first, a sign-in link for visitors. */
export function SignedInOnly({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { ready, user } = useSessionUser();
  const { common, href } = useAuthTexts();
  if (!ready) {
    return (
      <p role="status" aria-live="polite">
        {common.loading}
      </p>
    );
  }
  if (!user) {
    const next = typeof window === 'undefined' ? href('/') : window.location.pathname;
    return (
      <FormMessage kind="info">
        {common.notSignedIn}{' '}
        <a className={linkClass} href={`${href('/sign-in')}?next=${encodeURIComponent(next)}`}>
          {common.signInToContinue}
        </a>
      </FormMessage>
    );
  }
  return <>{children(user)}</>;
}
