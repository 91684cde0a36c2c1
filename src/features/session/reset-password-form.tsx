import { useCallApi } from './api';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';
import { FormMessage, linkClass, NewPasswordFields, SubmitButton } from './form-parts';
import { useHydrated, useSearchParam } from '../shared/use-hydrated';
import { useNewPasswordForm } from './use-new-password-form';

type Closed = 'used' | 'invalid';

function ResetPasswordFormInner({ token: given, closed }: { token: string | undefined; closed: Closed | undefined }) {
  const { common, reset, href } = useAuthTexts();
  const callApi = useCallApi();
  const fromQuery = useSearchParam('token');
  const hydrated = useHydrated();
  const token = given ?? fromQuery ?? '';
  const { values, errors, pending, message, submit, onChange } = useNewPasswordForm({
    send: (password) => callApi(`POST /reset-password/${encodeURIComponent(token)}`, { body: { password } }),
    done: reset.done,
    failed: (result) => result.message ?? common.networkError,
  });

  if (closed) {
    return (
      <FormMessage kind="error">
        {reset[closed]}{' '}
        <a className={linkClass} href={href('/forgotten-password')}>
          {reset.askNew}
        </a>
      </FormMessage>
    );
  }
  if (!token && hydrated) {
    return (
      <FormMessage kind="info">
        {reset.missingToken}{' '}
        <a className={linkClass} href={href('/forgotten-password')}>
          {reset.askNew}
        </a>
      </FormMessage>
    );
  }
  if (message?.kind === 'success') {
    return (
      <FormMessage kind="success">
        {message.text}{' '}
        <a className={linkClass} href={href('/sign-in')}>
          {reset.goSignIn}
        </a>
      </FormMessage>
    );
  }
  return (
    <form method="post" noValidate onSubmit={submit}>
      {message && (
        <FormMessage kind="error">
          {message.text}{' '}
          <a className={linkClass} href={href('/forgotten-password')}>
            {reset.askNew}
          </a>
        </FormMessage>
      )}
      <NewPasswordFields values={values} errors={errors} onChange={onChange} />
      <SubmitButton pending={pending}>{reset.submit}</SubmitButton>
    </form>
  );
}

/** /reset-password/{token} (or /reset-password?token=): chooses the new password. */
export default function ResetPasswordForm({
  token,
  closed,
  ...props
}: AuthProps & { token?: string; closed?: Closed }) {
  return (
    <AuthTextsProvider {...props}>
      <ResetPasswordFormInner token={token} closed={closed} />
    </AuthTextsProvider>
  );
}
