import { useState, type SubmitEvent } from 'react';
import { replaceTokens, type SessionUser } from '../../stores/session';
import { callApi } from './api';
import { failureMessage } from './failure';
import { FormMessage, NewPasswordFields, SubmitButton } from './form-parts';
import { SignedInOnly } from './signed-in-only';
import { EDIT_PASSWORD } from './strings';
import { checkConfirmation, checkNewPassword, hasErrors, type Errors } from './validation';

type Field = 'password' | 'confirm';

function Form({ user }: { user: SessionUser }) {
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
    const result = await callApi<{ token?: string; refresh_token?: string }>('PATCH', `/users/${user.id}/password`, {
      auth: true,
      body: { password: values.password },
    });
    setPending(false);
    if (result.ok) {
      // The API ended every session, this one included, and handed this one new tokens.
      if (result.data?.token && result.data.refresh_token) replaceTokens(result.data.token, result.data.refresh_token);
      setValues({ password: '', confirm: '' });
      setMessage({ kind: 'success', text: EDIT_PASSWORD.done });
      return;
    }
    setErrors({ password: result.errors.password?.[0] });
    setMessage({ kind: 'error', text: failureMessage(EDIT_PASSWORD.failed, result) });
  }

  return (
    <form method="post" noValidate onSubmit={submit}>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <NewPasswordFields
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      <SubmitButton pending={pending}>{EDIT_PASSWORD.submit}</SubmitButton>
    </form>
  );
}

/** /edit-password: a new password for the signed-in user. */
export default function EditPasswordForm() {
  return <SignedInOnly>{(user) => <Form user={user} />}</SignedInOnly>;
}
