import { apiCodes, type ApiCode } from '../../contract/api-messages';
import { placeholdersOf, UNLISTED_CODE, type ApiParams } from '../../contract/api-texts';
import type { CodedText, ErrorBody, FieldErrors } from '../../contract/errors';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Plain texts by their English words; texts with {{name}} parts as patterns that give back the values. */
const plain = new Map<string, ApiCode>();
const templates: { code: ApiCode; names: string[]; pattern: RegExp; literal: number }[] = [];
for (const { code, en } of apiCodes()) {
  const names = placeholdersOf(en);
  if (!names.length) {
    if (!plain.has(en)) plain.set(en, code);
    continue;
  }
  const source = en
    .split(/\{\{\s*\w+\s*\}\}/)
    .map(escape)
    .join('(.+?)');
  templates.push({
    code,
    names,
    pattern: new RegExp(`^${source}$`),
    literal: en.replace(/\{\{\s*\w+\s*\}\}/g, '').length,
  });
}
// The most specific first: 'At most {{max}} chapters' before 'At most {{price}}', which would match it too.
templates.sort((a, b) => b.literal - a.literal);

/**
 * The code of one of the server's texts. The services and routes throw the catalogue's English
 * words (spec §8); this is the one place that names their code, on the server, where every text
 * is known: a text the catalogue lacks gets UNLISTED_CODE, and tests/unit/api-messages.test.ts
 * refuses one that the server's message constants hold.
 */
export function codedText(text: string): CodedText {
  const code = plain.get(text);
  if (code) return { code };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params: ApiParams = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1] ?? '']));
    return { code: template.code, params };
  }
  return { code: UNLISTED_CODE };
}

/** The one error answer of the API: `{ code, message, params?, errors?, errorCodes? }`. */
export function errorBody(message: string, errors?: FieldErrors): ErrorBody {
  const body: ErrorBody = { ...codedText(message), message };
  if (!errors) return body;
  const errorCodes = Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, texts.map(codedText)]));
  return { ...body, errors, errorCodes };
}

/** The same answer as a JSON text, for the upload paths that write the response themselves. */
export const errorJson = (message: string, errors?: FieldErrors) => JSON.stringify(errorBody(message, errors));
