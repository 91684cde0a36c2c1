import { useStore } from '@nanostores/react';
import type { Locale } from '../../lib/i18n/config';
import type { FilterGroup } from './logic/pagefind-index';
import { searchTexts } from './logic/search-texts';
import { $search } from './stores/search';
import { IslandErrorBoundary } from '../shared/error-boundary';
import { FilterSidebar } from './filter-sidebar';
import { hydratedMark, useHydrated } from '../shared/use-hydrated';

interface Props {
  locale: Locale;
  groups: Record<FilterGroup, string[]>;
  genericError?: string;
}

/**
 * The left search module of the home page (spec §2), also beside the results: the filter
 * sidebar, displayed by default above 1024 px (narrower screens open the same filters
 * from the header's filters toggle).
 */
export default function SearchModule({ locale, groups, genericError }: Props) {
  const { searchModuleIsDisplayed } = useStore($search);
  // CSS shows the module over 1024 px before any script runs; the state then takes over.
  const hydrated = useHydrated();
  const hidden = hydrated && !searchModuleIsDisplayed;
  return (
    <IslandErrorBoundary {...(genericError ? { message: genericError } : {})}>
      <aside
        aria-label={searchTexts(locale)('filters.title')}
        hidden={hidden}
        className="rounded-lg border border-stone-200 bg-white p-2"
        data-search-module
        {...hydratedMark(hydrated)}
      >
        <FilterSidebar locale={locale} groups={groups} />
      </aside>
    </IslandErrorBoundary>
  );
}
