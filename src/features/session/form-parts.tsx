import { EMAIL_MAX, PASSWORD_LIMITS, SIGN_IN_PASSWORD_MAX } from '../../contract/limits';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, fieldAria } from '../shared/forms/field';
import { useAuthTexts } from './auth-texts';
import { useHydrated } from '../shared/use-hydrated';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

const inputClass =
  'w-full rounded border bg-white px-1 py-1 text-base text-ink placeholder:text-stone-400 disabled:bg-stone-100 aria-[invalid=true]:border-blood';

/** A labelled input with its hint and inline error, both announced to screen readers. */
export function TextField({ label, hint, error, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} className={`${inputClass} border-stone-400`} {...fieldAria(id, { hint, error })} {...input} />
    </Field>
  );
}

/** A password input with a show/hide toggle (password managers still see type=password by default). */
export function PasswordField(props: FieldProps) {
  const [visible, setVisible] = useState(false);
  const { label, hint, error, className, ...input } = props;
  const { common } = useAuthTexts();
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${inputClass} border-stone-400 pr-[72px]`}
          {...fieldAria(id, { hint, error })}
          {...input}
        />
        <button
          type="button"
          className="absolute top-1/2 right-0.5 -translate-y-1/2 rounded px-1 py-0.5 text-xs font-semibold text-steel hover:bg-stone-100"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? common.hidePassword : common.showPassword}
        </button>
      </div>
    </Field>
  );
}

/** The e-mail input of the auth forms (type, name, autocomplete and length limit included). */
export function EmailField(props: Omit<FieldProps, 'label'>) {
  const { common } = useAuthTexts();
  return (
    <TextField
      label={common.email}
      type="email"
      name="email"
      autoComplete="email"
      required
      maxLength={EMAIL_MAX}
      {...props}
    />
  );
}

/** The current password a credential change asks for (recent sign-in or this). */
export function CurrentPasswordField(props: Omit<FieldProps, 'label'>) {
  const { common } = useAuthTexts();
  return (
    <PasswordField
      label={common.currentPassword}
      name="current-password"
      autoComplete="current-password"
      required
      maxLength={SIGN_IN_PASSWORD_MAX}
      {...props}
    />
  );
}

type NewPasswordField = 'password' | 'confirm';

/** A new password and its confirmation, both offered to password managers as a new password. */
export function NewPasswordFields({
  label,
  values,
  errors,
  onChange,
}: {
  /** The label of the first field. */
  label?: string;
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<NewPasswordField, string>>;
  onChange: (field: NewPasswordField, value: string) => void;
}) {
  const { common } = useAuthTexts();
  return (
    <>
      <PasswordField
        label={label ?? common.newPassword}
        name="new-password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_LIMITS.min}
        maxLength={PASSWORD_LIMITS.max}
        hint={common.passwordRule}
        value={values.password}
        error={errors.password}
        onChange={(e) => onChange('password', e.target.value)}
      />
      <PasswordField
        label={common.confirmPassword}
        name="confirm-password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_LIMITS.max}
        value={values.confirm}
        error={errors.confirm}
        onChange={(e) => onChange('confirm', e.target.value)}
      />
    </>
  );
}

/**
 * Disabled until the island has hydrated: before that a submit would be the browser's
 * own GET, putting the password in the address.
 */
export function SubmitButton({
  pending,
  children,
  disabled,
}: {
  pending: boolean;
  children: ReactNode;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  const { common } = useAuthTexts();
  return (
    <button
      type="submit"
      disabled={!hydrated || pending || disabled}
      aria-busy={pending || undefined}
      className="inline-flex min-h-[44px] items-center justify-center rounded bg-blood px-2 py-1 font-semibold text-white hover:bg-rose-900 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending ? common.pending : children}
    </button>
  );
}

/** A server message: errors are alerts, confirmations polite status updates. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-blood bg-rose-50 text-blood',
    success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
    info: 'border-stone-400 bg-stone-50 text-ink',
  }[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`mb-2 rounded border-l-4 px-1.5 py-1 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}

export const linkClass = 'font-semibold text-blood underline hover:text-rose-900';
