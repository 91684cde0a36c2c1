import { SIGN_IN_PASSWORD_MAX } from '../../contract/limits';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { $session, initSession, login } from './stores/session';
import { safeNext, useCallApi } from './api';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';
import { fill } from '../../lib/format';
import { EmailField, FormMessage, linkClass, PasswordField, SubmitButton } from './form-parts';
import { useSearchParam } from '../shared/use-hydrated';
import { checkEmail, hasErrors, type Errors } from './validation';

type Field = 'email' | 'password';

function SignInFormInner() {
  const { common, signIn, href } = useAuthTexts();
  const home = href('/');
  const callApi = useCallApi();
  const session = useStore($session);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [resent, setResent] = useState(false);
  const next = useSearchParam('next');

  useEffect(() => {
    initSession();
  }, []);

  // Sent here by an on-demand page whose token had expired: once the session is back, go on.
  useEffect(() => {
    if (next && session.user && !session.refreshing) window.location.replace(safeNext(next, home));
  }, [next, session.user, session.refreshing, home]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors<Field> = { email: checkEmail(email, common), password: password ? undefined : common.required };
    setErrors(found);
    setMessage(null);
    setUnverified(false);
    if (hasErrors(found)) return;
    setPending(true);
    const result = await callApi('POST /login', { body: { email: email.trim(), password } });
    if (result.ok && result.data) {
      login(result.data);
      window.location.assign(safeNext(next, home));
      return;
    }
    setPending(false);
    setErrors({ email: result.errors.email?.[0], password: result.errors.password?.[0] });
    setMessage(result.message);
    setUnverified(result.status === 403);
  }

  async function resend() {
    setPending(true);
    await callApi('POST /verify-email/resend', { body: { email: email.trim() } });
    setPending(false);
    setResent(true);
  }

  if (session.user && !next) {
    return (
      <FormMessage kind="info">
        {fill(signIn.alreadySignedIn, { name: session.user.username })}{' '}
        <a className={linkClass} href={href('/account')}>
          {signIn.goToAccount}
        </a>
      </FormMessage>
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-describedby={message ? 'sign-in-message' : undefined}>
      {session.error && !message && <FormMessage kind="error">{session.error}</FormMessage>}
      {message && (
        <div id="sign-in-message">
          <FormMessage kind="error">
            {message}
            {unverified && (
              <>
                {' '}
                <a className={linkClass} href={`${href('/unverified')}?email=${encodeURIComponent(email.trim())}`}>
                  {signIn.unverifiedLink}
                </a>
              </>
            )}
          </FormMessage>
        </div>
      )}
      {unverified && (
        <div className="mb-2">
          {resent ? (
            <FormMessage kind="success">{signIn.resent}</FormMessage>
          ) : (
            <button type="button" className={linkClass} onClick={resend} disabled={pending}>
              {signIn.resend}
            </button>
          )}
        </div>
      )}
      <EmailField
        autoComplete="username"
        inputMode="email"
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label={common.password}
        name="password"
        autoComplete="current-password"
        required
        maxLength={SIGN_IN_PASSWORD_MAX}
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-1">
        <SubmitButton pending={pending}>{signIn.submit}</SubmitButton>
        <a className={linkClass} href={href('/forgotten-password')}>
          {signIn.forgotten}
        </a>
      </div>
      <p className="mt-3 text-sm">
        {signIn.noAccount}{' '}
        <a className={linkClass} href={href('/sign-up')}>
          {signIn.createAccount}
        </a>
      </p>
    </form>
  );
}

/** /sign-in: e-mail and password; an unconfirmed address gets a link to /unverified and a resend button. */
export default function SignInForm(props: AuthProps) {
  return (
    <AuthTextsProvider {...props}>
      <SignInFormInner />
    </AuthTextsProvider>
  );
}
