import { useEffect, useState } from 'react';
import { useCallApi } from './api';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';
import { FormMessage, linkClass } from './form-parts';
import { useHydrated, useSearchParam } from '../shared/use-hydrated';

type State = { kind: 'checking' } | { kind: 'failed'; message: string };

function VerifyEmailInner() {
  const { common, verify, href } = useAuthTexts();
  const callApi = useCallApi();
  const token = useSearchParam('token');
  const hydrated = useHydrated();
  const [checked, setState] = useState<State>({ kind: 'checking' });
  const state: State = hydrated && !token ? { kind: 'failed', message: verify.missingToken } : checked;

  useEffect(() => {
    if (!token) return;
    void callApi(`GET /verify-email?token=${encodeURIComponent(token)}`).then((result) => {
      if (result.ok) window.location.replace(href('/verified'));
      else setState({ kind: 'failed', message: result.message ?? common.networkError });
    });
    // Once per token: the texts and the language never change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (state.kind === 'checking') {
    return (
      <p role="status" aria-live="polite">
        {verify.checking}
      </p>
    );
  }
  return (
    <>
      <FormMessage kind="error">{state.message}</FormMessage>
      <a className={linkClass} href={href('/unverified')}>
        {verify.askNew}
      </a>
    </>
  );
}

/** /verify-email?token=: confirms the address, then goes to /verified. */
export default function VerifyEmail(props: AuthProps) {
  return (
    <AuthTextsProvider {...props}>
      <VerifyEmailInner />
    </AuthTextsProvider>
  );
}
