import { useCallApi } from './api';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';
import { EmailField, FormMessage, SubmitButton } from './form-parts';
import { useSearchParam } from '../shared/use-hydrated';
import { useEmailRequest } from './use-email-request';

function ResendFormInner() {
  const { unverified } = useAuthTexts();
  const callApi = useCallApi();
  const { email, setEmail, error, pending, message, submit } = useEmailRequest(
    (address) => callApi('POST /verify-email/resend', { body: { email: address } }),
    () => unverified.sent,
    useSearchParam('email'),
  );

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
