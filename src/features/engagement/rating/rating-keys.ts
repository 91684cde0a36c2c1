import { RATE_MAX, RATE_STEP } from '../stores/ratings';

/** Every choice of the radio group: 0.5, 1, ... 5. */
export const CHOICES: readonly number[] = Array.from({ length: RATE_MAX / RATE_STEP }, (_, i) => (i + 1) * RATE_STEP);

/**
 * Radio group keys (WAI-ARIA APG): arrows move to the next or previous half star and wrap,
 * Home and End go to the ends. Null for any other key.
 */
export function moveChoice(current: number | null, key: string): number | null {
  const index = current === null ? -1 : CHOICES.indexOf(current);
  const last = CHOICES.length - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return CHOICES[index < 0 || index >= last ? 0 : index + 1]!;
    case 'ArrowLeft':
    case 'ArrowDown':
      return CHOICES[index <= 0 ? last : index - 1]!;
    case 'Home':
      return CHOICES[0]!;
    case 'End':
      return CHOICES[last]!;
    default:
      return null;
  }
}

/** How a star shows for a value: 'full', 'half' (left half) or 'empty'. */
export function starFill(value: number, star: number): 'full' | 'half' | 'empty' {
  if (value >= star) return 'full';
  return value >= star - RATE_STEP ? 'half' : 'empty';
}
