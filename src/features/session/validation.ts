import { EMAIL_MAX, PASSWORD_LIMITS, USERNAME_PATTERN } from '../../contract/limits';
import type { AuthTexts } from './auth-texts';

type Common = AuthTexts['common'];

/** The API's rules (src/contract/limits.ts), checked before sending so mistakes show at once (the API checks again). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Errors<K extends string> = Partial<Record<K, string>>;

export function checkEmail(value: string, common: Common): string | undefined {
  if (!value.trim()) return common.required;
  if (!EMAIL_PATTERN.test(value.trim()) || value.length > EMAIL_MAX) return common.invalidEmail;
  return undefined;
}

export function checkNewPassword(value: string, common: Common): string | undefined {
  const length = [...value].length;
  if (!length) return common.required;
  if (length < PASSWORD_LIMITS.min) return common.passwordTooShort;
  if (length > PASSWORD_LIMITS.max) return common.passwordTooLong;
  return undefined;
}

export function checkConfirmation(password: string, confirmation: string, common: Common): string | undefined {
  if (!confirmation) return common.required;
  return password === confirmation ? undefined : common.passwordsDiffer;
}

export function checkUsername(value: string, common: Common): string | undefined {
  if (!value) return common.required;
  return USERNAME_PATTERN.test(value) ? undefined : common.usernameRule;
}

/** First server message per field, for inline display. */
export function firstErrors(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
