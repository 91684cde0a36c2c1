import { useState, type SubmitEvent } from 'react';
import { useCallApi } from './api';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';
import { EmailField, FormMessage, linkClass, SubmitButton } from './form-parts';
import { checkEmail } from './validation';

function ForgottenPasswordFormInner() {
  const { common, forgotten, href } = useAuthTexts();
  const callApi = useCallApi();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkEmail(email, common);
    setError(found);
    setMessage(null);
    if (found) return;
    setPending(true);
    const result = await callApi('POST /forgotten-password', { body: { email: email.trim() } });
    if (result.ok) {
      window.location.assign(href('/forgotten-password-validation'));
      return;
    }
    setPending(false);
    setError(result.errors.email?.[0]);
    setMessage(result.message ?? common.networkError);
  }

  return (
    <form method="post" noValidate onSubmit={submit}>
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <EmailField value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
      <div className="flex flex-wrap items-center justify-between gap-1">
        <SubmitButton pending={pending}>{forgotten.submit}</SubmitButton>
        <a className={linkClass} href={href('/sign-in')}>
          {forgotten.back}
        </a>
      </div>
    </form>
  );
}

/** /forgotten-password: asks for a reset link, then /forgotten-password-validation. */
export default function ForgottenPasswordForm(props: AuthProps) {
  return (
    <AuthTextsProvider {...props}>
      <ForgottenPasswordFormInner />
    </AuthTextsProvider>
  );
}
