import { useState, type SubmitEvent } from 'react';
import { callApi } from './api';
import { FormMessage, linkClass, NewPasswordFields, SubmitButton } from './form-parts';
import { COMMON, RESET } from './strings';
import { useHydrated, useSearchParam } from './use-location';
import { checkConfirmation, checkNewPassword, hasErrors, type Errors } from './validation';

type Field = 'password' | 'confirm';

/** /reset-password/{token} (or /reset-password?token=): chooses the new password. */
export default function ResetPasswordForm({ token: given }: { token?: string }) {
  const fromQuery = useSearchParam('token');
  const hydrated = useHydrated();
  const token = given ?? fromQuery ?? '';
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors<Field> = {
      password: checkNewPassword(values.password),
      confirm: checkConfirmation(values.password, values.confirm),
    };
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    setPending(true);
    const result = await callApi('POST', `/reset-password/${encodeURIComponent(token)}`, {
      body: { password: values.password },
    });
    setPending(false);
    if (result.ok) {
      setMessage({ kind: 'success', text: RESET.done });
      setValues({ password: '', confirm: '' });
      return;
    }
    setErrors({ password: result.errors.password?.[0] });
    setMessage({ kind: 'error', text: result.message ?? COMMON.networkError });
  }

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
      <NewPasswordFields
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      <SubmitButton pending={pending}>{RESET.submit}</SubmitButton>
    </form>
  );
}
