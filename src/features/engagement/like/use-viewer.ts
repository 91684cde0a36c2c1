import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session, initSession, type SessionUser } from '../../session/stores/session';
import { useHydrated } from '../../shared/use-hydrated';

/**
 * The signed-in user as the engagement islands see it: null on the server and during
 * hydration (so the static HTML and the first render agree), then the session's user.
 */
export function useViewer(): { hydrated: boolean; user: SessionUser | null } {
  const hydrated = useHydrated();
  const session = useStore($session);
  useEffect(() => {
    initSession();
  }, []);
  return { hydrated, user: hydrated ? session.user : null };
}
