import { useEffect, useState } from 'react';
import { callApi } from './api';
import { FormMessage, linkClass } from './form-parts';
import { COMMON, VERIFY } from './strings';
import { useHydrated, useSearchParam } from './use-location';

type State = { kind: 'checking' } | { kind: 'failed'; message: string };

/** /verify-email?token=: confirms the address, then goes to /verified. */
export default function VerifyEmail() {
  const token = useSearchParam('token');
  const hydrated = useHydrated();
  const [checked, setState] = useState<State>({ kind: 'checking' });
  const state: State = hydrated && !token ? { kind: 'failed', message: VERIFY.missingToken } : checked;

  useEffect(() => {
    if (!token) return;
    void callApi('GET', `/verify-email?token=${encodeURIComponent(token)}`).then((result) => {
      if (result.ok) window.location.replace('/verified');
      else setState({ kind: 'failed', message: result.message ?? COMMON.networkError });
    });
  }, [token]);

  if (state.kind === 'checking') {
    return (
      <p role="status" aria-live="polite">
        {VERIFY.checking}
      </p>
    );
  }
  return (
    <>
      <FormMessage kind="error">{state.message}</FormMessage>
      <a className={linkClass} href="/unverified">
        {VERIFY.askNew}
      </a>
    </>
  );
}
