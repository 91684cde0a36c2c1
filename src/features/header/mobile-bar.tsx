import { $ui, toggleFilters, toggleMobileSearch } from './stores/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { FiltersIcon, SearchIcon } from './icons';
import { SearchSlot } from './search-slot';
import type { HeaderLabels } from './types';

interface Props {
  labels: HeaderLabels;
  searchAction: string;
  locale: string;
}

const toggleClass =
  'inline-flex items-center gap-0.5 rounded border border-stone-300 bg-white px-1 py-0.5 text-sm font-medium hover:border-ink aria-expanded:bg-ink aria-expanded:text-white';

/** At 1024 px and narrower: the filters toggle and the search (a toggle at 768 px and narrower, the box itself above). */
export function MobileBar({ labels, searchAction, locale }: Props) {
  const { filtersOpen, mobileSearchOpen } = useStore($ui);
  const searchBar = useRef<HTMLDivElement>(null);
  // Opening the search bar is asking to type: the field takes the focus from the toggle.
  useEffect(() => {
    if (mobileSearchOpen) searchBar.current?.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
  }, [mobileSearchOpen]);
  return (
    <>
      <div
        className="desk:hidden flex items-center gap-1 border-t border-stone-200 px-2 py-1"
        role="group"
        aria-label={labels.mobileBar}
      >
        <button
          type="button"
          className={toggleClass}
          aria-expanded={filtersOpen}
          aria-controls="mobile-filters"
          onClick={() => toggleFilters(window)}
        >
          <FiltersIcon />
          {labels.filters}
        </button>
        <button
          type="button"
          className={`tab:hidden ${toggleClass}`}
          aria-expanded={mobileSearchOpen}
          aria-controls="mobile-search"
          onClick={toggleMobileSearch}
        >
          <SearchIcon />
          {labels.search}
        </button>
        <div className="tab:flex hidden flex-1">
          <SearchSlot placement="tablet" action={searchAction} locale={locale} labels={labels} />
        </div>
      </div>
      <div
        ref={searchBar}
        id="mobile-search"
        hidden={!mobileSearchOpen}
        className="tab:hidden border-t border-stone-200 px-2 py-1"
      >
        {mobileSearchOpen && <SearchSlot placement="mobile" action={searchAction} locale={locale} labels={labels} />}
      </div>
    </>
  );
}
