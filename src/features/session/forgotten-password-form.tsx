import { useCallApi } from './api';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';
import { EmailField, FormMessage, linkClass, SubmitButton } from './form-parts';
import { useEmailRequest } from './use-email-request';

function ForgottenPasswordFormInner() {
  const { forgotten, href } = useAuthTexts();
  const callApi = useCallApi();
  const { email, setEmail, error, pending, message, submit } = useEmailRequest(
    (address) => callApi('POST /forgotten-password', { body: { email: address } }),
    () => {
      window.location.assign(href('/forgotten-password-validation'));
      return null;
    },
  );

  return (
    <form method="post" noValidate onSubmit={submit}>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
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
