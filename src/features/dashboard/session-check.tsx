import { useEffect, useState } from 'react';
import { refreshSession } from '../session/stores/session';

export const SESSION_CHECK_KEY = 'hdx-dashboard-session-check';
/** One renewal attempt per this window: a second one shows the not-found text instead of looping. */
const RETRY_WINDOW_MS = 15_000;

const triedRecently = () => Date.now() - Number(sessionStorage.getItem(SESSION_CHECK_KEY) ?? 0) < RETRY_WINDOW_MS;

interface Props {
  checking: string;
  notFound: string;
}

/**
 * The access-token cookie lives a minute after a refresh (spec §9), so an admin often opens
 * the dashboard without one. With a refresh token, this renews the session and reloads; the
 * server then decides again (dashboard for an admin, 404 for anyone else). Browser only.
 */
export default function SessionCheck({ checking, notFound }: Props) {
  const [gaveUp] = useState(triedRecently);

  useEffect(() => {
    if (gaveUp) {
      sessionStorage.removeItem(SESSION_CHECK_KEY);
      return;
    }
    sessionStorage.setItem(SESSION_CHECK_KEY, String(Date.now()));
    void refreshSession({ force: true }).finally(() => window.location.reload());
  }, [gaveUp]);

  return (
    <p role="status" className="py-6 text-center text-lg text-steel">
      {gaveUp ? notFound : checking}
    </p>
  );
}
