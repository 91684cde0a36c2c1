import { useState, type SubmitEvent } from 'react';
import { callApi } from './api';
import { EmailField, FormMessage, linkClass, NewPasswordFields, SubmitButton, TextField } from './form-parts';
import { COMMON, SIGN_IN, SIGN_UP } from './strings';
import { checkConfirmation, checkEmail, checkNewPassword, checkUsername, hasErrors, type Errors } from './validation';

type Field = 'username' | 'email' | 'password' | 'confirm';

/** /sign-up: creates the account, then /unverified tells the user to open the mailed link. */
export default function SignUpForm() {
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors<Field> = {
      username: checkUsername(values.username),
      email: checkEmail(values.email),
      password: checkNewPassword(values.password),
      confirm: checkConfirmation(values.password, values.confirm),
    };
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    setPending(true);
    const email = values.email.trim();
    const result = await callApi('POST', '/register', {
      body: { username: values.username, email, password: values.password },
    });
    if (result.ok) {
      window.location.assign(`/unverified?email=${encodeURIComponent(email)}`);
      return;
    }
    setPending(false);
    setErrors({
      username: result.errors.username?.[0],
      email: result.errors.email?.[0],
      password: result.errors.password?.[0],
    });
    setMessage(result.message);
  }

  return (
    <form method="post" noValidate onSubmit={submit}>
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <TextField
        label={COMMON.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        minLength={3}
        maxLength={30}
        hint={SIGN_UP.usernameHint}
        value={values.username}
        error={errors.username}
        onChange={set('username')}
      />
      <EmailField inputMode="email" value={values.email} error={errors.email} onChange={set('email')} />
      <NewPasswordFields
        label={COMMON.password}
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      <SubmitButton pending={pending}>{SIGN_UP.submit}</SubmitButton>
      <p className="mt-3 text-sm">
        {SIGN_UP.haveAccount}{' '}
        <a className={linkClass} href="/sign-in">
          {SIGN_IN.title}
        </a>
      </p>
    </form>
  );
}
