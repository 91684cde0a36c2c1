import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '../../lib/i18n/config';
import { localizePath } from '../../lib/i18n/paths';
import type en from '../../../public/locales/en/auth.json';

/** The `auth` namespace (public/locales/{lng}/auth.json) without the pages' own texts. */
export type AuthTexts = Omit<typeof en, 'pages'>;

/** What every account island gets from its page: its language and its texts. */
export interface AuthProps {
  locale: Locale;
  texts: AuthTexts;
}

const Context = createContext<AuthProps | null>(null);

/** Puts the page's texts within reach of every form part, so they are not passed down by hand. */
export function AuthTextsProvider({ locale, texts, children }: AuthProps & { children: ReactNode }) {
  return <Context value={{ locale, texts }}>{children}</Context>;
}

export function useAuthTexts(): AuthTexts & { locale: Locale; href: (path: string) => string } {
  const value = useContext(Context);
  if (!value) throw new Error('An account island rendered without AuthTextsProvider');
  return { ...value.texts, locale: value.locale, href: (path) => localizePath(path, value.locale) };
}
