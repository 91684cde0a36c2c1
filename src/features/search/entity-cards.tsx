import { localizePath } from '../../lib/i18n/paths';
import type { Locale } from '../../lib/i18n/config';
import { shownText } from '../../lib/shown-text';
import { libraryMatchPath, type LibraryMatch } from './logic/library-match';
import type { SearchT } from './logic/search-texts';

interface Props {
  entities: LibraryMatch[];
  locale: Locale;
  t: SearchT;
  /** h2 on the search page, h3 under the home page's results heading. */
  headingLevel: 2 | 3;
}

/** The masters, manuscripts, techniques, weapons and content types the search text names, each linking to its page. */
export function EntityCards({ entities, locale, t, headingLevel }: Props) {
  if (!entities.length) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="entity-matches-title" className="mb-3" data-entity-matches>
      <Heading id="entity-matches-title" className="sr-only">
        {t('entities.title')}
      </Heading>
      <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {entities.map((entity) => {
          const [name, lang] = shownText(entity.name, entity.nameFr, locale);
          return (
            <li
              key={`${entity.category}:${entity.id}`}
              className="rounded-lg border-2 border-gold-ink/40 bg-amber-50 p-1.5"
              data-entity-card={entity.category}
            >
              <p className="text-xs font-bold tracking-wide text-gold-ink uppercase">
                {t(`suggestions.categories.${entity.category}`)}
              </p>
              <a
                href={localizePath(libraryMatchPath(entity), locale)}
                className="font-serif text-lg font-bold hover:text-blood hover:underline"
                lang={lang}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
