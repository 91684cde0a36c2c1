import type { ReactNode } from 'react';
import type { PageMatch } from './logic/pagefind-client';
import { localizePath, stripLocale } from '../../lib/i18n/paths';
import type { Locale } from '../../lib/i18n/config';
import type { SearchT } from './logic/search-texts';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

/** Pagefind's excerpt is escaped text with <mark> around the hits: rendered as React nodes, never as HTML. */
export function excerptNodes(excerpt: string): ReactNode[] {
  return excerpt.split(/<mark>(.*?)<\/mark>/g).map((part, i) => {
    const text = decode(part.replace(/<[^>]*>/g, ''));
    return i % 2 === 1 ? <mark key={i}>{text}</mark> : text;
  });
}

interface Props {
  matches: PageMatch[];
  locale: Locale;
  t: SearchT;
}

/** Library pages (masters, manuscripts, techniques, weapons) whose text holds the searched words. */
export function PageMatches({ matches, locale, t }: Props) {
  if (!matches.length) return null;
  return (
    <section aria-labelledby="page-matches-title" className="mt-4" data-page-matches>
      <h2 id="page-matches-title" className="mb-1 font-serif text-xl font-bold">
        {t('pageMatches.title')}
      </h2>
      <ul className="grid gap-1 md:grid-cols-2">
        {matches.map((match) => (
          <li key={match.url} className="rounded-lg border border-stone-200 bg-white p-1.5">
            <p className="text-xs font-bold tracking-wide text-gold-ink uppercase">
              {t(`pageMatches.kinds.${match.kind}`)}
            </p>
            <a
              href={localizePath(stripLocale(match.url), locale)}
              className="font-serif text-lg font-bold hover:text-blood hover:underline"
            >
              {match.title}
            </a>
            <p className="text-sm text-steel">{excerptNodes(match.excerpt)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
