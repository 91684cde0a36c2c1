import { DEFAULT_LOCALE } from '../i18n/config';
import type { ApiFailure } from './result';

/** public/locales/{lng}/api.json: the API's messages by section and key; {{name}} marks a part the API fills in. */
type Catalog = Record<string, Record<string, string>>;

interface Entry {
  pattern: RegExp;
  names: string[];
  section: string;
  key: string;
}

const catalogs = new Map<string, Promise<Catalog | null>>();

/** One request per language and page (spec §7: GET /locales/{lng}/{ns}.json); a failed one is asked again next time. */
function catalog(lang: string): Promise<Catalog | null> {
  let pending = catalogs.get(lang);
  if (!pending) {
    pending = fetch(`/locales/${lang}/api.json`)
      .then((response) => (response.ok ? (response.json() as Promise<Catalog>) : null))
      .catch(() => null)
      .then((value) => {
        if (!value) catalogs.delete(lang);
        return value;
      });
    catalogs.set(lang, pending);
  }
  return pending;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new WeakMap<Catalog, Entry[]>();

/** The English catalog as patterns: "Videos are limited to {{bytes}} bytes" matches the API's text and keeps its number. */
function entriesOf(english: Catalog): Entry[] {
  let entries = patterns.get(english);
  if (!entries) patterns.set(english, (entries = patternsOf(english)));
  return entries;
}

function patternsOf(english: Catalog): Entry[] {
  return Object.entries(english).flatMap(([section, texts]) =>
    Object.entries(texts).map(([key, template]) => {
      const names: string[] = [];
      const source = template
        .split(/(\{\{\s*\w+\s*\}\})/)
        .map((part) => {
          const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
          if (!name) return escape(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { pattern: new RegExp(`^${source}$`), names, section, key };
    }),
  );
}

/** An API text in the catalog's other language; a text the catalog does not know stays as the API wrote it. */
export function translateApiText(text: string, english: Catalog, target: Catalog): string {
  for (const entry of entriesOf(english)) {
    const match = entry.pattern.exec(text);
    const template = match && target[entry.section]?.[entry.key];
    if (!match || !template) continue;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const index = entry.names.indexOf(name);
      return index === -1 ? whole : (match[index + 1] ?? whole);
    });
  }
  return text;
}

/**
 * The one place the API's messages meet the page's language. The English texts are the
 * API's own (spec §8 word for word), so English pages show them as sent; so do the server's
 * loaders, which have no page. Null when there is nothing to translate into.
 */
async function pageTranslator(): Promise<((text: string) => string) | null> {
  const lang = (globalThis.document as Document | undefined)?.documentElement?.lang || DEFAULT_LOCALE;
  if (lang === DEFAULT_LOCALE) return null;
  const [english, target] = await Promise.all([catalog(DEFAULT_LOCALE), catalog(lang)]);
  return english && target ? (text) => translateApiText(text, english, target) : null;
}

/** One message of the API (or of the session's §8 refresh texts) in the page's language. */
export async function translateMessage(text: string): Promise<string> {
  const translate = await pageTranslator();
  return translate ? translate(text) : text;
}

/** A refusal with its message and field errors in the page's language. */
export async function translateFailure(failure: ApiFailure): Promise<ApiFailure> {
  if (failure.message === null && Object.keys(failure.errors).length === 0) return failure;
  const translate = await pageTranslator();
  if (!translate) return failure;
  return {
    ...failure,
    message: failure.message === null ? null : translate(failure.message),
    errors: Object.fromEntries(Object.entries(failure.errors).map(([field, texts]) => [field, texts.map(translate)])),
  };
}
