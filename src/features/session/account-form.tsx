import { EMAIL_MAX, PROFILE_LIMITS, USERNAME_LIMITS } from '../../contract/limits';
import { useState, type SubmitEvent } from 'react';
import { setAccount, type AccountUser } from './stores/account';
import { replaceTokens, updateSessionUser } from './stores/session';
import { useCallApi } from './api';
import { useAuthTexts, type AuthTexts } from './auth-texts';
import { failureMessage } from './failure';
import { CurrentPasswordField, FormMessage, SubmitButton, TextField } from './form-parts';
import { checkEmail, checkUsername, firstErrors, hasErrors } from './validation';

const FIELDS = [
  'username',
  'firstName',
  'name',
  'email',
  'address',
  'postalCode',
  'city',
  'province',
  'country',
] as const;
type Field = (typeof FIELDS)[number];

const labelOf = (field: Field, { common, account }: AuthTexts): string =>
  field === 'username' || field === 'email' ? common[field] : account[field];

const AUTOCOMPLETE: Record<Field, string> = {
  username: 'username',
  firstName: 'given-name',
  name: 'family-name',
  email: 'email',
  address: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
  province: 'address-level1',
  country: 'country-name',
};

const MAX: Record<Field, number> = { ...PROFILE_LIMITS, username: USERNAME_LIMITS.max, email: EMAIL_MAX };

/** A change of one's own address answers with the new tokens of this session (every other one ended). */

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** /account: the §7 PATCH fields of the signed-in user; a new e-mail address asks for the current password. */
export function AccountForm({ user }: { user: AccountUser }) {
  const texts = useAuthTexts();
  const { common, account } = texts;
  const callApi = useCallApi();
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, user[f] ?? ''])) as Record<Field, string>,
  );
  const [savedEmail, setSavedEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field | 'currentPassword', string>>>({});
  const emailChanging = !sameAddress(values.email, savedEmail);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      username: checkUsername(values.username, common),
      email: checkEmail(values.email, common),
      currentPassword: emailChanging && !currentPassword ? common.required : undefined,
    };
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    setPending(true);
    const body = { ...values, email: values.email.trim(), ...(emailChanging ? { currentPassword } : {}) };
    const result = await callApi(`PATCH /users/${user.id}`, { auth: true, body });
    setPending(false);
    if (result.ok && result.data) {
      const { token, refresh_token: refreshToken, ...saved } = result.data;
      if (token && refreshToken) replaceTokens(token, refreshToken);
      setSavedEmail(saved.email);
      setCurrentPassword('');
      setAccount(saved);
      updateSessionUser({ username: saved.username, email: saved.email });
      setValues(Object.fromEntries(FIELDS.map((f) => [f, saved[f] ?? ''])) as Record<Field, string>);
      setMessage({ kind: 'success', text: saved.emailVerified ? account.saved : account.emailChanged });
      return;
    }
    // The API's message is in English: the page says it in its own language.
    const wrongCurrent = result.errors.currentPassword ? common.currentPasswordWrong : undefined;
    setErrors({ ...firstErrors(result.errors), currentPassword: wrongCurrent });
    setMessage({
      kind: 'error',
      text: wrongCurrent ?? failureMessage(account.updateFailed, result, common.networkError),
    });
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby="personal-data-title">
      <h2 id="personal-data-title" className="mb-2 font-serif text-xl font-bold">
        {account.personalData}
      </h2>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <div className="grid gap-x-2 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={labelOf(field, texts)}
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            required={field === 'username' || field === 'email'}
            maxLength={MAX[field]}
            value={values[field]}
            error={errors[field]}
            className={field === 'address' ? 'mb-2 sm:col-span-2' : 'mb-2'}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
        ))}
      </div>
      {emailChanging && (
        <CurrentPasswordField
          hint={account.currentPasswordHint}
          value={currentPassword}
          error={errors.currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
      )}
      <SubmitButton pending={pending}>{account.save}</SubmitButton>
    </form>
  );
}
