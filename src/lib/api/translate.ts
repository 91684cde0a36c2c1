import { fillApiText } from '../../contract/api-texts';
import type { CodedText } from '../../contract/errors';
import { DEFAULT_LOCALE } from '../i18n/config';
import type { ApiFailure } from './result';

/** public/locales/{lng}/api.json, generated from src/contract/api-messages.ts: texts by section and key. */
type Catalog = Record<string, Record<string, string>>;

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

/** A coded text in the catalog's language; null when the catalog does not know its code. */
export function translateCoded(coded: CodedText, target: Catalog): string | null {
  const dot = coded.code.indexOf('.');
  const template = dot > 0 ? target[coded.code.slice(0, dot)]?.[coded.code.slice(dot + 1)] : undefined;
  return template === undefined ? null : fillApiText(template, coded.params);
}

/**
 * The one place the API's messages meet the page's language, by their code (never by their
 * words). The English texts are the API's own (spec §8 word for word), so English pages show
 * them as sent; so do the server's loaders, which have no page. Null when there is nothing to
 * translate into.
 */
async function pageCatalog(): Promise<Catalog | null> {
  const lang = (globalThis.document as Document | undefined)?.documentElement?.lang || DEFAULT_LOCALE;
  return lang === DEFAULT_LOCALE ? null : catalog(lang);
}

/** One coded text (an API answer's or the session's §8 refresh texts) in the page's language; `text` when unknown. */
export async function translateMessage(coded: CodedText, text: string): Promise<string> {
  const target = await pageCatalog();
  return (target && translateCoded(coded, target)) ?? text;
}

/** A refusal with its message and field errors in the page's language, by their codes. */
export async function translateFailure(failure: ApiFailure): Promise<ApiFailure> {
  if (failure.message === null && Object.keys(failure.errors).length === 0) return failure;
  const target = await pageCatalog();
  if (!target) return failure;
  const inPage = (coded: CodedText | null | undefined, text: string) =>
    (coded && translateCoded(coded, target)) ?? text;
  return {
    ...failure,
    message: failure.message === null ? null : inPage(failure.coded, failure.message),
    errors: Object.fromEntries(
      Object.entries(failure.errors).map(([field, texts]) => [
        field,
        texts.map((text, index) => inPage(failure.errorCodes[field]?.[index], text)),
      ]),
    ),
  };
}
