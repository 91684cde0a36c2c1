import { useId, useState, type KeyboardEvent } from 'react';
import { matchOptions } from './match-options';
import { FieldMessages, fieldAria, inputClass } from './forms/field';

interface Choice {
  value: number;
  label: string;
}

interface Props {
  label: string;
  options: Choice[];
  value: number[];
  onChange: (value: number[]) => void;
  /** The hint under the box (how to search and choose). */
  hint: string;
  /** The name of a chosen item's remove button: 'Remove {{name}}'. */
  removeLabel: (name: string) => string;
  noMatch: string;
  /** Shown instead of the box while there is no option (loading, none yet). */
  emptyText: string;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Several choices among a long list in one Tab stop: a search box (ARIA combobox) whose listbox
 * narrows as one types (accents aside); arrows move, Enter or a click toggles, Escape closes.
 * The chosen ones show above it, each with a remove button. The list stays open while choosing.
 */
export function MultiCombobox({
  label,
  options,
  value,
  onChange,
  hint,
  removeLabel,
  noMatch,
  emptyText,
  error,
  disabled = false,
}: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = matchOptions(options, query);
  const current = shown[Math.min(active, shown.length - 1)];
  const chosen = value.map((item) => options.find((option) => option.value === item)).filter((item) => !!item);
  const toggle = (choice: number) =>
    onChange(value.includes(choice) ? value.filter((item) => item !== choice) : [...value, choice]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      if (!open) return setOpen(true);
      setActive((index) => Math.max(0, Math.min(shown.length - 1, Math.min(index, shown.length - 1) + move)));
    } else if (event.key === 'Enter' && open && current) {
      event.preventDefault();
      toggle(current.value);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  if (options.length === 0) {
    return (
      <div className="flex flex-col gap-0.5">
        <span className="font-semibold">{label}</span>
        <p className="text-sm text-steel">{emptyText}</p>
      </div>
    );
  }
  return (
    <div className="relative flex flex-col gap-0.5" data-multi-combobox>
      <label htmlFor={`${id}-input`} className="font-semibold">
        {label}
      </label>
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-0.5" aria-label={label}>
          {chosen.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                disabled={disabled}
                className="inline-flex min-h-[24px] items-center gap-0.5 rounded-full border border-ink bg-stone-50 px-1 text-sm hover:bg-ink hover:text-white"
                aria-label={removeLabel(option.label)}
                onClick={() => toggle(option.value)}
              >
                {option.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && current ? `${id}-option-${current.value}` : undefined}
        {...fieldAria(id, { hint, error })}
        disabled={disabled}
        value={query}
        className={inputClass}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-multiselectable="true"
        aria-label={label}
        hidden={!open}
        className="max-h-[240px] overflow-y-auto rounded border border-stone-300 bg-white"
      >
        {shown.map((option) => (
          // The keys are the combobox's, which keeps the focus and points at the option (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.value}
            id={`${id}-option-${option.value}`}
            role="option"
            aria-selected={value.includes(option.value)}
            className={`flex min-h-[32px] cursor-pointer items-center gap-1 px-1 ${option === current ? 'bg-stone-200' : ''}`}
            // Keeps the focus in the box: the list stays open for the next choice.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => toggle(option.value)}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-[14px] shrink-0 rounded-sm border border-ink ${value.includes(option.value) ? 'bg-blood' : 'bg-white'}`}
            />
            {option.label}
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm text-steel empty:hidden">
        {open && shown.length === 0 ? noMatch : ''}
      </p>
    </div>
  );
}
