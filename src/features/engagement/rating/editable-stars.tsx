import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Labels } from '../like/text';
import { plural } from '../../../lib/format';
import { CHOICES, moveChoice, starFill } from './rating-keys';
import { StarIcon } from './star-row';

interface Props {
  /** The shown rating, already rounded to the nearest half star (0 when unrated). */
  value: number;
  size: number;
  locale: string;
  labels: Labels;
  busy: boolean;
  onChoose: (value: number) => void;
}

/**
 * Half-star radio group. Pointer: hovering previews, a click rates. Keyboard (APG radio
 * group): Tab reaches the checked half star, arrows move and preview, Home/End jump,
 * Enter or Space rates the focused value, Escape drops the preview.
 */
export function EditableStars({ value, size, locale, labels, busy, onChoose }: Props) {
  const [pending, setPending] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const radios = useRef(new Map<number, HTMLSpanElement>());
  const hintId = useId();
  const checked = pending ?? (value > 0 ? value : null);
  const shown = hover ?? checked ?? 0;
  const tabStop = checked ?? CHOICES[0]!;

  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>, choice: number) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(choice);
      return;
    }
    if (event.key === 'Escape') {
      setPending(null);
      return;
    }
    const next = moveChoice(choice, event.key);
    if (next === null) return;
    event.preventDefault();
    setPending(next);
    radios.current.get(next)?.focus();
  }

  return (
    <span
      className="inline-flex"
      onMouseLeave={() => setHover(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPending(null);
      }}
    >
      <span
        role="radiogroup"
        aria-label={labels.group}
        aria-describedby={hintId}
        aria-disabled={busy || undefined}
        className="inline-flex"
        data-rating-editable
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className="relative inline-flex" style={{ width: size, height: size }}>
            <StarIcon kind={starFill(shown, star)} size={size} />
            {[star - 0.5, star].map((choice) => (
              <span
                key={choice}
                ref={(node) => {
                  if (node) radios.current.set(choice, node);
                  else radios.current.delete(choice);
                }}
                role="radio"
                aria-checked={checked === choice}
                aria-label={plural(labels, 'stars', choice, locale)}
                tabIndex={choice === tabStop ? 0 : -1}
                className={`absolute top-0 h-full w-1/2 cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink ${choice === star ? 'right-0' : 'left-0'} ${busy ? 'cursor-wait' : ''}`}
                onClick={() => onChoose(choice)}
                onKeyDown={(event) => onKeyDown(event, choice)}
                onMouseEnter={() => setHover(choice)}
              />
            ))}
          </span>
        ))}
      </span>
      <span id={hintId} className="sr-only">
        {labels.hint}
      </span>
    </span>
  );
}
