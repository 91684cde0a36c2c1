import { localeOfPath, localizePath } from '../../../lib/i18n/paths';

/** Texts handed to the engagement islands by their pages (public/locales/{lng}/engagement.json). */
export type Labels = Record<string, string>;

/** Replaces {{name}} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Where a visitor goes to sign in, coming back to this page afterwards. */
export function signInHref(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `${localizePath('/sign-in', localeOfPath(window.location.pathname))}?next=${encodeURIComponent(here)}`;
}
