// Apart from the catalogue (api-messages.ts) so that the browser, which reads the texts from
// /locales/{lng}/api.json, never bundles the catalogue itself.

/** The values an answer fills into its text's {{name}} parts. */
export type ApiParams = Record<string, string>;

/** The code of an answer whose text the catalogue does not list: the browser shows its message as sent. */
export const UNLISTED_CODE = 'unlisted';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A template with its {{name}} parts filled; a part without a value stays as written. */
export function fillApiText(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => String(params[name] ?? whole));
}

/** The names of a template's {{name}} parts. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}
