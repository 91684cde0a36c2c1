import type { Locale } from '../../../contract/auth';
import type { ShownEntry } from '../../../contract/shown-entry';
import { firstParagraph } from '../../../lib/format';
import { localizePath } from '../../../lib/i18n/paths';
import { textIn } from '../../../lib/library-text';

interface Bilingual {
  name: string;
  nameFr: string;
  description: string;
  descriptionFr: string;
}

/**
 * An entry as the home page shows it in `locale`: its page (`path`, unprefixed) in that language,
 * its name and text there (the English where no French is written) and the language of each.
 * A master's history is long: the home shows its first paragraph.
 */
export function shownEntry(entry: Bilingual, path: string, locale: Locale, excerpt = false): ShownEntry {
  const name = textIn(entry.name, entry.nameFr, locale);
  const text = textIn(entry.description, entry.descriptionFr, locale);
  return {
    path: localizePath(path, locale),
    name: name.text,
    nameLang: name.lang,
    text: excerpt ? firstParagraph(text.text) : text.text,
    textLang: text.lang,
  };
}
