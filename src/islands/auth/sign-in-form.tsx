import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { $session, initSession, login, type LoginResponse } from '../../stores/session';
import { callApi, safeNext } from './api';
import { FormMessage, linkClass, PasswordField, SubmitButton, TextField } from './form-parts';
import { COMMON, SIGN_IN } from './strings';
import { useSearchParam } from './use-location';
import { checkEmail, hasErrors, type Errors } from './validation';

type Field = 'email' | 'password';

/** /sign-in: e-mail and password; an unconfirmed address gets a link to /unverified and a resend button. */
export default function SignInForm() {
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
    if (next && session.user && !session.refreshing) window.location.replace(safeNext(next));
  }, [next, session.user, session.refreshing]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors<Field> = { email: checkEmail(email), password: password ? undefined : COMMON.required };
    setErrors(found);
    setMessage(null);
    setUnverified(false);
    if (hasErrors(found)) return;
    setPending(true);
    const result = await callApi<LoginResponse>('POST', '/login', { body: { email: email.trim(), password } });
    if (result.ok && result.data) {
      login(result.data);
      window.location.assign(safeNext(next));
      return;
    }
    setPending(false);
    setErrors({ email: result.errors.email?.[0], password: result.errors.password?.[0] });
    setMessage(result.message);
    setUnverified(result.status === 403);
  }

  async function resend() {
    setPending(true);
    await callApi('POST', '/verify-email/resend', { body: { email: email.trim() } });
    setPending(false);
    setResent(true);
  }

  if (session.user && !next) {
    return (
      <FormMessage kind="info">
        {SIGN_IN.alreadySignedIn(session.user.username)}{' '}
        <a className={linkClass} href="/account">
          {SIGN_IN.goToAccount}
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
                <a className={linkClass} href={`/unverified?email=${encodeURIComponent(email.trim())}`}>
                  {SIGN_IN.unverifiedLink}
                </a>
              </>
            )}
          </FormMessage>
        </div>
      )}
      {unverified && (
        <div className="mb-2">
          {resent ? (
            <FormMessage kind="success">{SIGN_IN.resent}</FormMessage>
          ) : (
            <button type="button" className={linkClass} onClick={resend} disabled={pending}>
              {SIGN_IN.resend}
            </button>
          )}
        </div>
      )}
      <TextField
        label={COMMON.email}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        maxLength={254}
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label={COMMON.password}
        name="password"
        autoComplete="current-password"
        required
        maxLength={1024}
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-1">
        <SubmitButton pending={pending}>{SIGN_IN.submit}</SubmitButton>
        <a className={linkClass} href="/forgotten-password">
          {SIGN_IN.forgotten}
        </a>
      </div>
      <p className="mt-3 text-sm">
        {SIGN_IN.noAccount}{' '}
        <a className={linkClass} href="/sign-up">
          {SIGN_IN.createAccount}
        </a>
      </p>
    </form>
  );
}
