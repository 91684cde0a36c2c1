import { COMMON } from './strings';

/** The API's rules, checked before sending so mistakes show at once (the API checks again). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Errors<K extends string> = Partial<Record<K, string>>;

export function checkEmail(value: string): string | undefined {
  if (!value.trim()) return COMMON.required;
  if (!EMAIL_PATTERN.test(value.trim()) || value.length > 254) return COMMON.invalidEmail;
  return undefined;
}

export function checkNewPassword(value: string): string | undefined {
  const length = [...value].length;
  if (!length) return COMMON.required;
  if (length < 8) return COMMON.passwordTooShort;
  if (length > 256) return COMMON.passwordTooLong;
  return undefined;
}

export function checkConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return COMMON.required;
  return password === confirmation ? undefined : COMMON.passwordsDiffer;
}

export function checkUsername(value: string): string | undefined {
  if (!value) return COMMON.required;
  return USERNAME_PATTERN.test(value) ? undefined : COMMON.usernameRule;
}

/** First server message per field, for inline display. */
export function firstErrors(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
