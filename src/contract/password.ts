import { z } from '@hono/zod-openapi';
import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_LIMITS } from './limits';
import { fillApiText } from './api-texts';

export const PASSWORD_TEMPLATES = {
  tooShort: 'Password must be at least {{min}} characters',
  tooLong: 'Password must be at most {{max}} characters',
} as const;

export const PASSWORD_MESSAGES = {
  tooShort: fillApiText(PASSWORD_TEMPLATES.tooShort, { min: String(PASSWORD_LIMITS.min) }),
  tooLong: fillApiText(PASSWORD_TEMPLATES.tooLong, { max: String(PASSWORD_LIMITS.max) }),
  tooCommon: 'This password is too common, please choose another one',
} as const;

/** True for passwords any guessing attack tries first: a known common one or one repeated character. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || new Set(lower).size === 1;
}

/** 8 to 256 characters (code points, not UTF-16 units), not in the common list. */
export const PasswordSchema = z
  .string()
  .refine((value) => [...value].length >= PASSWORD_LIMITS.min, { message: PASSWORD_MESSAGES.tooShort, abort: true })
  .refine((value) => [...value].length <= PASSWORD_LIMITS.max, { message: PASSWORD_MESSAGES.tooLong, abort: true })
  .refine((value) => !isCommonPassword(value), PASSWORD_MESSAGES.tooCommon)
  .openapi({ format: 'password', minLength: PASSWORD_LIMITS.min, maxLength: PASSWORD_LIMITS.max });
