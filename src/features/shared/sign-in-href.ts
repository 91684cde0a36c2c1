import { localeOfPath, localizePath } from '../../lib/i18n/paths';

/** Where a visitor goes to sign in, coming back to this page afterwards. */
export function signInHref(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `${localizePath('/sign-in', localeOfPath(window.location.pathname))}?next=${encodeURIComponent(here)}`;
}
