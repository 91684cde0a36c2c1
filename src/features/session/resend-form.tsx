import { useState, type SubmitEvent } from 'react';
import { useCallApi } from './api';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';
import { EmailField, FormMessage, SubmitButton } from './form-parts';
import { useSearchParam } from '../shared/use-hydrated';
import { checkEmail } from './validation';

function ResendFormInner() {
  const { common, unverified } = useAuthTexts();
  const callApi = useCallApi();
  const given = useSearchParam('email');
  const [typed, setEmail] = useState<string | null>(null);
  const email = typed ?? given ?? '';
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkEmail(email, common);
    setError(found);
    setMessage(null);
    if (found) return;
    setPending(true);
    const result = await callApi('POST /verify-email/resend', { body: { email: email.trim() } });
    setPending(false);
    if (result.ok) setMessage({ kind: 'success', text: unverified.sent });
    else {
      setError(result.errors.email?.[0]);
      setMessage({ kind: 'error', text: result.message ?? common.networkError });
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit}>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <EmailField value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
      <SubmitButton pending={pending}>{unverified.resendSubmit}</SubmitButton>
    </form>
  );
}

/** /unverified: sends the confirmation e-mail again (the address comes from ?email= when known). */
export default function ResendForm(props: AuthProps) {
  return (
    <AuthTextsProvider {...props}>
      <ResendFormInner />
    </AuthTextsProvider>
  );
}
