import { callApi } from './api';
import { FormMessage, linkClass, NewPasswordFields, SubmitButton } from './form-parts';
import { COMMON, RESET } from './strings';
import { useHydrated, useSearchParam } from './use-location';
import { useNewPasswordForm } from './use-new-password-form';

/** /reset-password/{token} (or /reset-password?token=): chooses the new password. */
export default function ResetPasswordForm({ token: given }: { token?: string }) {
  const fromQuery = useSearchParam('token');
  const hydrated = useHydrated();
  const token = given ?? fromQuery ?? '';
  const { values, errors, pending, message, submit, onChange } = useNewPasswordForm({
    send: (password) => callApi('POST', `/reset-password/${encodeURIComponent(token)}`, { body: { password } }),
    done: RESET.done,
    failed: (result) => result.message ?? COMMON.networkError,
  });

  if (!token && hydrated) {
    return (
      <FormMessage kind="info">
        {RESET.missingToken}{' '}
        <a className={linkClass} href="/forgotten-password">
          {RESET.askNew}
        </a>
      </FormMessage>
    );
  }
  if (message?.kind === 'success') {
    return (
      <FormMessage kind="success">
        {message.text}{' '}
        <a className={linkClass} href="/sign-in">
          {RESET.goSignIn}
        </a>
      </FormMessage>
    );
  }
  return (
    <form method="post" noValidate onSubmit={submit}>
      {message && (
        <FormMessage kind="error">
          {message.text}{' '}
          <a className={linkClass} href="/forgotten-password">
            {RESET.askNew}
          </a>
        </FormMessage>
      )}
      <NewPasswordFields values={values} errors={errors} onChange={onChange} />
      <SubmitButton pending={pending}>{RESET.submit}</SubmitButton>
    </form>
  );
}
