import type { ReactNode } from 'react';
import type { SessionUser } from '../../stores/session';
import { FormMessage, linkClass } from './form-parts';
import { COMMON } from './strings';
import { useSessionUser } from './use-session-user';

/** Renders its children with the signed-in user; a loading line first, a sign-in link for visitors. */
export function SignedInOnly({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { ready, user } = useSessionUser();
  if (!ready) {
    return (
      <p role="status" aria-live="polite">
        Loading...
      </p>
    );
  }
  if (!user) {
    const next = typeof window === 'undefined' ? '/' : window.location.pathname;
    return (
      <FormMessage kind="info">
        {COMMON.notSignedIn}{' '}
        <a className={linkClass} href={`/sign-in?next=${encodeURIComponent(next)}`}>
          {COMMON.signInToContinue}
        </a>
      </FormMessage>
    );
  }
  return <>{children(user)}</>;
}
