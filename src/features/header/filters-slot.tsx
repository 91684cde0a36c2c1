import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Locale } from '../../lib/i18n/config';
import { IslandErrorBoundary } from '../shared/error-boundary';

const FilterSidebar = lazy(() =>
  import('../search/filter-sidebar').then((module) => ({ default: module.FilterSidebar })),
);

interface Props {
  open: boolean;
  label: string;
  locale: Locale;
  genericError: string;
  /** Server-rendered browse links, kept under the filters. */
  children?: ReactNode;
}

/**
 * FILTERS SLOT: the panel the mobile bar's filters toggle opens (1024 px and narrower), holding
 * the filter sidebar (content type, martial art, master history, techniques). The sidebar
 * is loaded and mounted the first time the panel opens, so pages never load it or its
 * values before.
 */
export function FiltersSlot({ open, label, locale, genericError, children }: Props) {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return (
    <section
      id="mobile-filters"
      aria-label={label}
      hidden={!open}
      className="desk:hidden border-t border-stone-200 bg-parchment px-2 py-2"
      data-testid="filters-panel"
    >
      {opened && (
        <div className="mb-2 border-b border-stone-200 pb-2">
          <IslandErrorBoundary message={genericError}>
            <Suspense fallback={null}>
              <FilterSidebar locale={locale} />
            </Suspense>
          </IslandErrorBoundary>
        </div>
      )}
      {children}
    </section>
  );
}
