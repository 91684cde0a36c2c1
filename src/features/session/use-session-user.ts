import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session, initSession, whenSessionReady, type SessionUser } from './stores/session';

/** The session user once the page's first token check is over (`ready` false until then). */
export function useSessionUser(): { ready: boolean; user: SessionUser | null } {
  const session = useStore($session);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    initSession();
    let live = true;
    void whenSessionReady().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return { ready, user: session.user };
}
