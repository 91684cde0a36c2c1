import type { Locale } from '../lib/i18n/config';
import { translationsOf } from '../render/i18n/server';
import type { AuthProps, AuthTexts } from '../features/session/auth-texts';

const SECTIONS = [
  'common',
  'signIn',
  'signUp',
  'unverified',
  'verify',
  'forgotten',
  'reset',
  'account',
  'editPassword',
  'settings',
  'profile',
] as const;

/** The props of an account island: the page's language and the `auth` texts in it (English where French lacks one). */
export function authPropsOf(locale: Locale): AuthProps {
  const texts = Object.fromEntries(SECTIONS.map((section) => [section, translationsOf(locale, section, 'auth')]));
  return { locale, texts: texts as unknown as AuthTexts };
}
