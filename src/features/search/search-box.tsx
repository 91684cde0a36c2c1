import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { cycleIndex, suggestionText, type SuggestionCategory } from './logic/suggestion-logic';
import { $searchInput } from './stores/search-box';
import { SearchIcon } from '../header/icons';
import type { Labels } from '../engagement/like/text';
import { plural } from '../../lib/format';
import { useSuggestions } from './use-suggestions';

/** The search namespace's suggestion texts, translated at build time. */
export interface SuggestionTexts {
  label: string;
  /** The status read out with the list, by plural form ('count_one', 'count_other'). */
  counts: Labels;
  categories: Record<SuggestionCategory, string>;
}

export interface SearchBoxLabels {
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  suggestions: SuggestionTexts;
}

interface Props {
  /** Which box of the page this is (header over 1024 px, tablet bar over 768 px, mobile bar). */
  placement: string;
  /** The localized /search-results address: the form still works without JavaScript. */
  action: string;
  /** The page's language (plural rules of the suggestion count). */
  locale: string;
  labels: SearchBoxLabels;
}

/**
 * The search box (spec §4) as a WAI-ARIA combobox with a listbox popup: suggestions while
 * typing; ArrowDown/Tab and ArrowUp/Shift+Tab cycle them circularly; Enter, the button or a
 * click submits; Escape or a click outside closes them. The search behind it loads when the
 * box is first focused or typed in.
 */
export function SearchBox({ placement, action, locale, labels }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const root = useRef<HTMLFormElement>(null);
  const input = useStore($searchInput);
  const { suggestions, typed, submit, preload, close } = useSuggestions(placement);
  // The highlighted option belongs to one list of suggestions: a new list starts with none.
  const [highlight, setHighlight] = useState({ list: suggestions, index: -1 });
  const active = highlight.list === suggestions ? highlight.index : -1;
  const open = suggestions.length > 0;
  const texts = labels.suggestions;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    submit(chosen ?? input);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      return;
    }
    const forward = event.key === 'ArrowDown' || (event.key === 'Tab' && !event.shiftKey);
    const backward = event.key === 'ArrowUp' || (event.key === 'Tab' && event.shiftKey);
    if (!open || (!forward && !backward)) return;
    event.preventDefault();
    setHighlight({ list: suggestions, index: cycleIndex(active, forward ? 1 : -1, suggestions.length) });
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <form
      ref={root}
      role="search"
      action={action}
      method="get"
      onSubmit={onSubmit}
      className="relative flex w-full items-stretch"
      data-search-slot={placement}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {labels.searchLabel}
      </label>
      <input
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={labels.searchPlaceholder}
        value={input}
        onChange={(event) => {
          $searchInput.set(event.target.value);
          typed(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={preload}
        className="min-w-0 flex-1 rounded-l border border-stone-400 bg-white px-1 py-0.5 text-sm"
      />
      <button
        type="submit"
        className="inline-flex items-center rounded-r bg-ink px-1 text-white hover:bg-steel"
        aria-label={labels.searchSubmit}
      >
        <SearchIcon />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.label}
        hidden={!open}
        className="absolute top-full right-0 left-0 z-40 mt-0.5 max-h-[60vh] overflow-auto rounded border border-stone-300 bg-white py-0.5 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.category}-${suggestion.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => submit(suggestion)}
            onKeyDown={(event) => event.key === 'Enter' && submit(suggestion)}
            className="flex cursor-pointer items-baseline justify-between gap-1 px-1 py-0.5 text-sm aria-selected:bg-ink aria-selected:text-white hover:bg-stone-100 aria-selected:hover:bg-ink"
          >
            <span className="truncate">{suggestionText(suggestion)}</span>
            <span className="shrink-0 text-xs opacity-75">{texts.categories[suggestion.category]}</span>
          </li>
        ))}
      </ul>
      <span role="status" aria-live="polite" className="sr-only">
        {open ? plural(texts.counts, 'count', suggestions.length, locale) : ''}
      </span>
    </form>
  );
}
