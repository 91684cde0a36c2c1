import { replaceTokens, type SessionUser } from '../../stores/session';
import { callApi } from './api';
import { failureMessage } from './failure';
import { FormMessage, NewPasswordFields, SubmitButton } from './form-parts';
import { SignedInOnly } from './signed-in-only';
import { EDIT_PASSWORD } from './strings';
import { useNewPasswordForm } from './use-new-password-form';

function Form({ user }: { user: SessionUser }) {
  const { values, errors, pending, message, submit, onChange } = useNewPasswordForm({
    send: (password) =>
      callApi<{ token?: string; refresh_token?: string }>('PATCH', `/users/${user.id}/password`, {
        auth: true,
        body: { password },
      }),
    done: EDIT_PASSWORD.done,
    failed: (result) => failureMessage(EDIT_PASSWORD.failed, result),
    // The API ended every session, this one included, and handed this one new tokens.
    onDone: ({ data }) => {
      if (data?.token && data.refresh_token) replaceTokens(data.token, data.refresh_token);
    },
  });

  return (
    <form method="post" noValidate onSubmit={submit}>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <NewPasswordFields values={values} errors={errors} onChange={onChange} />
      <SubmitButton pending={pending}>{EDIT_PASSWORD.submit}</SubmitButton>
    </form>
  );
}

/** /edit-password: a new password for the signed-in user. */
export default function EditPasswordForm() {
  return <SignedInOnly>{(user) => <Form user={user} />}</SignedInOnly>;
}
