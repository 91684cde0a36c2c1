import { useId, useState } from 'react';
import { matchOptions } from './match-options';

interface CheckboxOption {
  value: number;
  label: string;
}

interface Props {
  legend: string;
  options: CheckboxOption[];
  value: number[];
  onChange: (value: number[]) => void;
  /** The search box's label, and what shows when nothing matches it. */
  searchLabel: string;
  noMatch: string;
  /** Shown instead of the list while there is no option (loading, none yet). */
  emptyText: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** From this many options a search box narrows the list. */
const SEARCH_FROM = 10;

/**
 * Several choices among a list (techniques of a post, masters who influenced one): one checkbox
 * each in a fieldset, with a search box once the list is long. Choices hidden by the search stay
 * chosen. Used by /add-post and the dashboard's forms alike.
 */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  searchLabel,
  noMatch,
  emptyText,
  error,
  disabled = false,
}: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = matchOptions(options, query);
  const toggle = (choice: number, on: boolean) => {
    const others = value.filter((chosen) => chosen !== choice);
    onChange(on ? [...others, choice] : others);
  };

  return (
    <fieldset className="mb-1 rounded border border-stone-300 p-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-0.5 font-semibold">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-steel">{emptyText}</p>
      ) : (
        <>
          {options.length >= SEARCH_FROM && (
            <div className="mb-0.5 flex flex-wrap items-center gap-1">
              <label htmlFor={`${id}-search`} className="text-sm">
                {searchLabel}
              </label>
              <input
                id={`${id}-search`}
                type="search"
                value={query}
                disabled={disabled}
                onChange={(event) => setQuery(event.target.value)}
                className="min-w-0 flex-1 rounded border border-stone-400 bg-white px-1 py-0.5 text-sm"
              />
            </div>
          )}
          <div className="@container">
            <ul className="grid max-h-[220px] gap-x-2 overflow-y-auto @md:grid-cols-2 @2xl:grid-cols-3">
              {shown.map((option) => (
                <li key={option.value}>
                  <label className="flex min-h-[32px] items-center gap-1">
                    <input
                      type="checkbox"
                      disabled={disabled}
                      checked={value.includes(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                    />
                    {option.label}
                  </label>
                </li>
              ))}
            </ul>
          </div>
          <p role="status" className="text-sm text-steel empty:hidden">
            {shown.length === 0 ? noMatch : ''}
          </p>
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-blood">
          {error}
        </p>
      )}
    </fieldset>
  );
}
