import { replaceTokens, type SessionUser } from './stores/session';
import { useCallApi } from './api';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';
import { failureMessage } from './failure';
import { CurrentPasswordField, FormMessage, NewPasswordFields, SubmitButton } from './form-parts';
import { SignedInOnly } from './signed-in-only';
import { useNewPasswordForm } from './use-new-password-form';

function Form({ user }: { user: SessionUser }) {
  const { common, editPassword } = useAuthTexts();
  const callApi = useCallApi();
  const { values, errors, pending, message, submit, onChange } = useNewPasswordForm({
    askCurrent: true,
    send: (password, currentPassword) =>
      callApi(`PATCH /users/${user.id}/password`, {
        auth: true,
        body: { password, currentPassword },
      }),
    done: editPassword.done,
    failed: (result) => failureMessage(editPassword.failed, result, common.networkError),
    // The API ended every session, this one included, and handed this one new tokens.
    onDone: (result) => {
      const data = result.ok ? result.data : null;
      if (data?.token && data.refresh_token) replaceTokens(data.token, data.refresh_token);
    },
  });

  return (
    <form method="post" noValidate onSubmit={submit}>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <CurrentPasswordField
        value={values.current}
        error={errors.current}
        onChange={(e) => onChange('current', e.target.value)}
      />
      <NewPasswordFields values={values} errors={errors} onChange={onChange} />
      <SubmitButton pending={pending}>{editPassword.submit}</SubmitButton>
    </form>
  );
}

/** /edit-password: a new password for the signed-in user, who confirms the current one first. */
export default function EditPasswordForm(props: AuthProps) {
  return (
    <AuthTextsProvider {...props}>
      <SignedInOnly>{(user) => <Form user={user} />}</SignedInOnly>
    </AuthTextsProvider>
  );
}
