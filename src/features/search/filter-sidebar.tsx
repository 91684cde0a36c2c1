import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../lib/i18n/config';
import { FILTER_GROUPS, type FilterGroup } from './logic/pagefind-index';
import { filterKey } from './logic/search-logic';
import { fetchFilterGroups, startSearchSession } from './logic/search-session';
import { searchTexts } from './logic/search-texts';
import {
  $filterCache,
  $filterGroups,
  $selectedFilters,
  addFilters,
  loadFilterGroups,
  toggleFilter,
} from './stores/search';
import { useHydrated } from '../shared/use-hydrated';

const NOTHING_SELECTED: Record<FilterGroup, string[]> = {
  contentType: [],
  martialArt: [],
  masterHistory: [],
  techniques: [],
};
/** Values a group lists before its "Show more" (checked ones always show). */
const COLLAPSED_VALUES = 8;

/** The boxes checked in `root`'s HTML, as [group, value]. */
function checkedBoxes(root: HTMLElement | null): [FilterGroup, string][] {
  const boxes = root?.querySelectorAll<HTMLInputElement>('input[data-filter-value]:checked') ?? [];
  return [...boxes].flatMap((box) => {
    const group = box.closest<HTMLElement>('[data-filter-group]')?.dataset.filterGroup as FilterGroup | undefined;
    return group && FILTER_GROUPS.includes(group) ? [[group, box.dataset.filterValue!] as [FilterGroup, string]] : [];
  });
}

interface Props {
  locale: Locale;
  /** The sidebar's values when the page already knows them (built with the page). */
  groups?: Record<FilterGroup, string[]>;
}

/**
 * The filter sidebar of spec §4: content type, martial art, master history and techniques.
 * A checked value shows its result count in brackets. A long group lists its first values
 * and the checked ones, with a "Show more" button for the rest.
 */
export function FilterSidebar({ locale, groups: initial }: Props) {
  const id = useId();
  const t = searchTexts(locale);
  const loaded = useStore($filterGroups);
  const hydrated = useHydrated();
  const storedSelection = useStore($selectedFilters);
  const storedCache = useStore($filterCache);
  // The server rendered nothing checked: the restored selection shows once hydrated.
  const selected = hydrated ? storedSelection : NOTHING_SELECTED;
  const cache = hydrated ? storedCache : {};
  const [expanded, setExpanded] = useState<Partial<Record<FilterGroup, boolean>>>({});

  const sidebar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A box checked in the server's HTML before this ran: hydrating, React leaves it as the visitor
    // set it, and its next render would uncheck it. The press joins the selection instead.
    const pressed = checkedBoxes(sidebar.current);
    startSearchSession();
    if (initial && $filterGroups.get() === null) $filterGroups.set(initial);
    else void loadFilterGroups(fetchFilterGroups);
    if (pressed.length) void addFilters(pressed);
  }, [initial]);

  const groups = hydrated && loaded !== null && loaded !== 'error' ? loaded : initial;
  if (!groups) {
    return (
      <p className="text-sm text-steel" role="status">
        {loaded === 'error' ? t('filters.unavailable') : t('filters.loading')}
      </p>
    );
  }

  return (
    <div ref={sidebar} className="flex flex-col gap-2" data-filter-sidebar>
      <h2 id={`${id}-title`} className="font-serif text-lg font-bold">
        {t('filters.title')}
      </h2>
      {FILTER_GROUPS.filter((group) => groups[group].length > 0).map((group) => {
        const values = groups[group];
        const long = values.length > COLLAPSED_VALUES;
        const open = !long || expanded[group] === true;
        const shown = open
          ? values
          : values.filter((name, index) => index < COLLAPSED_VALUES || selected[group].includes(name));
        const listId = `${id}-${group}`;
        const groupName = t(`filters.groups.${group}`);
        return (
          <fieldset key={group} className="min-w-0" data-filter-group={group}>
            <legend className="mb-0.5 text-sm font-bold tracking-wide text-steel uppercase">{groupName}</legend>
            <ul id={listId} className="flex flex-col">
              {shown.map((name) => {
                const checked = selected[group].includes(name);
                const count = cache[filterKey(group, name)]?.length;
                return (
                  <li key={name}>
                    <label className="flex min-h-[32px] cursor-pointer items-center gap-1 rounded px-0.5 text-sm hover:bg-stone-100">
                      <input
                        type="checkbox"
                        className="size-[16px] accent-ink"
                        data-filter-value={name}
                        checked={checked}
                        onChange={() => void toggleFilter(group, name)}
                      />
                      <span>
                        {name}
                        {checked && count !== undefined && <span className="text-steel"> ({count})</span>}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {long && (
              <button
                type="button"
                className="mt-0.5 min-h-[32px] rounded px-0.5 text-sm font-semibold underline hover:bg-stone-100"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setExpanded({ ...expanded, [group]: !open })}
              >
                {open ? t('filters.showLess') : t('filters.showMore', { count: values.length - shown.length })}
                <span className="sr-only">: {groupName}</span>
              </button>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
