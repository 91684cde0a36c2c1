import { useStore } from '@nanostores/react';
import { useEffect, useSyncExternalStore } from 'react';
import { $session, initSession, type SessionUser } from '../../session/stores/session';

const noSubscription = () => () => {};

/**
 * The signed-in user as the engagement islands see it: null on the server and during
 * hydration (so the static HTML and the first render agree), then the session's user.
 */
export function useViewer(): { hydrated: boolean; user: SessionUser | null } {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const session = useStore($session);
  useEffect(() => {
    initSession();
  }, []);
  return { hydrated, user: hydrated ? session.user : null };
}
