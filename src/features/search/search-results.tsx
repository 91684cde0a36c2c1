import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../lib/i18n/config';
import { stripLocale } from '../../lib/i18n/paths';
import { MOBILE_QUERY } from '../../lib/viewport';
import { pageSlice, SCROLL_OFFSET_PX } from './logic/search-logic';
import { startSearchSession } from './logic/search-session';
import { searchTexts } from './logic/search-texts';
import {
  $didYouMean,
  $entityMatches,
  $lastQuery,
  $pageMatches,
  $search,
  $searchLoading,
  $searchSource,
  loadMore,
  scrollHandled,
  setActivePage,
} from './stores/search';
import { IslandErrorBoundary } from '../shared/error-boundary';
import { DidYouMean } from './did-you-mean';
import { EntityCards } from './entity-cards';
import { libraryMatchPath } from './logic/library-match';
import { PageMatches } from './page-matches';
import { Pagination } from './pagination';
import { ResultCard } from './result-card';

interface Props {
  locale: Locale;
  /** On the home page the results take the place of the home sections ([data-home-sections]) while a search is active. */
  home?: boolean;
  genericError?: string;
}

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/**
 * The results of spec §2: 'Résultats de la recherche :' / 'Aucun résultat trouvé.'; post
 * cards, 6 a page with pagination on desktop, 5 then 'Voir plus' (+6) on narrow screens;
 * scrolls to the top on new results, or to the results block (200 px offset) when flagged.
 */
function Results({ locale, home = false }: Props) {
  const t = searchTexts(locale);
  const state = useStore($search);
  const loading = useStore($searchLoading);
  const source = useStore($searchSource);
  const pageMatches = useStore($pageMatches);
  const entities = useStore($entityMatches);
  const didYouMean = useStore($didYouMean);
  const query = useStore($lastQuery);
  const narrow = useNarrow();
  const block = useRef<HTMLElement>(null);
  const shown = useRef(state.searchResults);
  const results = state.searchResults;

  // Rendered only in the browser (client:only): restore the carried state before the first paint.
  startSearchSession();

  useEffect(() => {
    if (!home) return;
    const sections = document.querySelector<HTMLElement>('[data-home-sections]');
    if (sections) sections.hidden = state.activeSearch;
  }, [home, state.activeSearch]);

  useEffect(() => {
    if (shown.current === results) return;
    shown.current = results;
    if ($search.get().shouldScrollToResults && block.current) {
      const top = block.current.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
      window.scrollTo({ top: Math.max(0, top) });
      scrollHandled();
    } else {
      window.scrollTo({ top: 0 });
    }
  }, [results]);

  if (home && !state.activeSearch) return null;
  const visible = narrow ? results.slice(0, state.visibleResults) : pageSlice(results, state.activePage);
  const textQuery = state.isTextSearch ? query : '';
  // A library page already shown as a card is not listed again below the results.
  const cardPaths = new Set(entities.map(libraryMatchPath));
  const matches = pageMatches.filter((match) => !cardPaths.has(stripLocale(match.url)));
  const status = loading
    ? t('loading')
    : textQuery
      ? t('summary', { count: results.length, query: textQuery })
      : results.length
        ? t('resultsCount', { count: results.length })
        : t('empty');

  return (
    <section
      ref={block}
      aria-labelledby={home ? 'home-results-title' : 'search-results-title'}
      aria-busy={loading}
      data-search-results
    >
      {home && (
        <h2 id="home-results-title" className="mb-2 font-serif text-3xl font-bold">
          {t('title')}
        </h2>
      )}
      {/* The searched text stays in view with its result count; other searches announce theirs only. */}
      <p
        role="status"
        aria-live="polite"
        className={textQuery ? 'mb-2 text-lg text-steel' : 'sr-only'}
        data-search-summary
      >
        {status}
      </p>
      {source === 'pagefind' && (
        <p className="mb-2 rounded border border-gold-ink/40 bg-amber-50 px-1 py-0.5 text-sm" data-search-offline>
          {t('offline')}
        </p>
      )}
      {didYouMean && !loading && results.length === 0 && <DidYouMean term={didYouMean} t={t} />}
      <EntityCards entities={entities} locale={locale} t={t} headingLevel={home ? 3 : 2} />
      {loading && !results.length ? (
        <p className="text-steel">{t('loading')}</p>
      ) : results.length === 0 ? (
        <p className="text-lg" data-search-empty>
          {t('empty')}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-result-list>
          {visible.map((result) => (
            <li key={result.id} className="flex">
              <div className="flex w-full flex-col">
                <ResultCard result={result} locale={locale} t={t} headingLevel={home ? 3 : 2} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {narrow ? (
        state.visibleResults < results.length && (
          <div className="mt-3 flex justify-center">
            <button
              type="button"
              onClick={loadMore}
              className="min-h-[44px] rounded bg-ink px-3 py-1 font-semibold text-white hover:bg-steel"
            >
              {t('loadMore')}
            </button>
          </div>
        )
      ) : (
        <Pagination
          page={state.activePage}
          total={results.length}
          t={t}
          onPage={(page) => {
            setActivePage(page);
            block.current?.scrollIntoView({ block: 'start' });
          }}
        />
      )}
      <PageMatches matches={matches} locale={locale} t={t} />
    </section>
  );
}

export default function SearchResults(props: Props) {
  return (
    <IslandErrorBoundary {...(props.genericError ? { message: props.genericError } : {})}>
      <Results {...props} />
    </IslandErrorBoundary>
  );
}
