import type { Locale } from '../../lib/i18n/config';
import type { UserMenuTexts } from '../session/user-menu-texts';
import { UserMenu } from './user-menu';

interface Props {
  locale: Locale;
  signInHref: string;
  label: string;
  texts: UserMenuTexts;
}

/** USER SLOT: the accounts engineer's user menu (Sign In when signed out; cart, avatar and menu when signed in). */
export function UserSlot({ locale, signInHref, label, texts }: Props) {
  return <UserMenu locale={locale} texts={texts} signInHref={signInHref} signInLabel={label} />;
}
