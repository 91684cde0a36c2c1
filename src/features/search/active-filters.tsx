import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Locale } from '../../lib/i18n/config';
import { FILTER_GROUPS } from './logic/pagefind-index';
import { filterKey } from './logic/search-logic';
import { startSearchSession } from './logic/search-session';
import { searchTexts } from './logic/search-texts';
import { $selectedFilters, clearFilters, toggleFilter } from './stores/search';
import { IslandErrorBoundary } from '../shared/error-boundary';

interface Props {
  locale: Locale;
  genericError?: string;
}

const chipClass =
  'inline-flex min-h-[32px] items-center gap-0.5 rounded-full border border-stone-300 bg-white px-1 text-sm hover:border-ink';

/** With no chip left, the focus goes to the filters on screen (else the main content). */
function focusFilters(): void {
  const headings = [...document.querySelectorAll<HTMLElement>('[data-filter-sidebar] h2')];
  const target = headings.find((heading) => heading.offsetParent !== null) ?? document.querySelector('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * The checked filter values as chips above the results, each a button removing its value,
 * and "Clear all". After a removal the focus moves to the chip now in its place.
 */
function Chips({ locale }: Props) {
  const t = searchTexts(locale);
  const selected = useStore($selectedFilters);
  const list = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);
  // Rendered only in the browser (client:only): the carried state is there before the first paint.
  startSearchSession();

  const chips = FILTER_GROUPS.flatMap((group) => selected[group].map((value) => ({ group, value })));

  useEffect(() => {
    if (focusAt.current === null) return;
    const buttons = list.current?.querySelectorAll('button');
    if (buttons?.length) buttons[Math.min(focusAt.current, buttons.length - 1)]?.focus();
    else focusFilters();
    focusAt.current = null;
  });

  if (chips.length === 0) return null;
  return (
    <section aria-label={t('chips.label')} className="mb-2 flex flex-wrap items-center gap-1" data-active-filters>
      <ul ref={list} className="flex flex-wrap gap-1">
        {chips.map(({ group, value }, index) => (
          <li key={filterKey(group, value)}>
            <button
              type="button"
              className={chipClass}
              aria-label={t('chips.remove', { value })}
              onClick={() => {
                focusAt.current = index;
                void toggleFilter(group, value);
              }}
            >
              {value}
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="min-h-[32px] rounded px-0.5 text-sm font-semibold underline hover:bg-stone-100"
        onClick={() => {
          focusAt.current = 0;
          void clearFilters();
        }}
      >
        {t('chips.clearAll')}
      </button>
    </section>
  );
}

export default function ActiveFilters(props: Props) {
  return (
    <IslandErrorBoundary {...(props.genericError ? { message: props.genericError } : {})}>
      <Chips {...props} />
    </IslandErrorBoundary>
  );
}
