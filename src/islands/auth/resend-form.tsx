import { useState, type SubmitEvent } from 'react';
import { callApi } from './api';
import { EmailField, FormMessage, SubmitButton } from './form-parts';
import { COMMON, UNVERIFIED } from './strings';
import { useSearchParam } from './use-location';
import { checkEmail } from './validation';

/** /unverified: sends the confirmation e-mail again (the address comes from ?email= when known). */
export default function ResendForm() {
  const given = useSearchParam('email');
  const [typed, setEmail] = useState<string | null>(null);
  const email = typed ?? given ?? '';
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkEmail(email);
    setError(found);
    setMessage(null);
    if (found) return;
    setPending(true);
    const result = await callApi('POST', '/verify-email/resend', { body: { email: email.trim() } });
    setPending(false);
    if (result.ok) setMessage({ kind: 'success', text: UNVERIFIED.sent });
    else {
      setError(result.errors.email?.[0]);
      setMessage({ kind: 'error', text: result.message ?? COMMON.networkError });
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit}>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <EmailField value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
      <SubmitButton pending={pending}>{UNVERIFIED.resendSubmit}</SubmitButton>
    </form>
  );
}
