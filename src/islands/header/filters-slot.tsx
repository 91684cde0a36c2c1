import { useState, type ReactNode } from 'react';
import { pageLocale } from '../../lib/search-texts';
import { FilterSidebar } from '../search/filter-sidebar';

interface Props {
  open: boolean;
  label: string;
  /** Server-rendered browse links, kept under the filters. */
  children?: ReactNode;
}

/**
 * FILTERS SLOT: the panel the mobile bar's filters toggle opens (under 1024 px), holding
 * the filter sidebar (content type, martial art, master history, techniques). The sidebar
 * mounts the first time the panel opens, so pages never load its values before.
 */
export function FiltersSlot({ open, label, children }: Props) {
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
          <FilterSidebar locale={pageLocale()} />
        </div>
      )}
      {children}
    </section>
  );
}
