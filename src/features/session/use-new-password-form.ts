import { useState, type SubmitEvent } from 'react';
import type { ApiResult } from '../../lib/api/result';
import { useAuthTexts } from './auth-texts';
import { checkConfirmation, checkNewPassword, hasErrors, type Errors } from './validation';

type Field = 'current' | 'password' | 'confirm';
type Message = { kind: 'error' | 'success'; text: string };
const EMPTY = { current: '', password: '', confirm: '' };

interface Options<T> {
  /** `currentPassword` is what the user typed in the current-password field ('' without `askCurrent`). */
  send: (password: string, currentPassword: string) => Promise<ApiResult<T>>;
  /** A change while signed in: the current password is asked too (a reset link is proof enough). */
  askCurrent?: boolean;
  done: string;
  failed: (result: ApiResult<T>) => string;
  onDone?: (result: ApiResult<T>) => void;
}

/** A new password typed twice: checked here, then sent; the API's field message goes under the field. */
export function useNewPasswordForm<T>({ send, askCurrent = false, done, failed, onDone }: Options<T>) {
  const { common } = useAuthTexts();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors<Field> = {
      current: askCurrent && !values.current ? common.required : undefined,
      password: checkNewPassword(values.password, common),
      confirm: checkConfirmation(values.password, values.confirm, common),
    };
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    setPending(true);
    const result = await send(values.password, values.current);
    setPending(false);
    if (result.ok) {
      onDone?.(result);
      setValues(EMPTY);
      setMessage({ kind: 'success', text: done });
      return;
    }
    // The API's message is in English: the page says it in its own language.
    const wrongCurrent = result.errors.currentPassword ? common.currentPasswordWrong : undefined;
    setErrors({ current: wrongCurrent, password: result.errors.password?.[0] });
    setMessage({ kind: 'error', text: wrongCurrent ?? failed(result) });
  }

  const onChange = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  return { values, errors, pending, message, submit, onChange };
}
