import { USERNAME_LIMITS } from '../../contract/limits';
import { useState, type SubmitEvent } from 'react';
import { useCallApi } from './api';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';
import { EmailField, FormMessage, linkClass, NewPasswordFields, SubmitButton, TextField } from './form-parts';
import { checkConfirmation, checkEmail, checkNewPassword, checkUsername, hasErrors, type Errors } from './validation';

type Field = 'username' | 'email' | 'password' | 'confirm';

function SignUpFormInner() {
  const { common, signIn, signUp, href } = useAuthTexts();
  const callApi = useCallApi();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors<Field> = {
      username: checkUsername(values.username, common),
      email: checkEmail(values.email, common),
      password: checkNewPassword(values.password, common),
      confirm: checkConfirmation(values.password, values.confirm, common),
    };
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    setPending(true);
    const email = values.email.trim();
    const result = await callApi('POST /register', {
      body: { username: values.username, email, password: values.password },
    });
    if (result.ok) {
      window.location.assign(`${href('/unverified')}?email=${encodeURIComponent(email)}`);
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
        label={common.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        minLength={USERNAME_LIMITS.min}
        maxLength={USERNAME_LIMITS.max}
        hint={signUp.usernameHint}
        value={values.username}
        error={errors.username}
        onChange={set('username')}
      />
      <EmailField inputMode="email" value={values.email} error={errors.email} onChange={set('email')} />
      <NewPasswordFields
        label={common.password}
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      <SubmitButton pending={pending}>{signUp.submit}</SubmitButton>
      <p className="mt-3 text-sm">
        {signUp.haveAccount}{' '}
        <a className={linkClass} href={href('/sign-in')}>
          {signIn.title}
        </a>
      </p>
    </form>
  );
}

/** /sign-up: creates the account, then /unverified tells the user to open the mailed link. */
export default function SignUpForm(props: AuthProps) {
  return (
    <AuthTextsProvider {...props}>
      <SignUpFormInner />
    </AuthTextsProvider>
  );
}
