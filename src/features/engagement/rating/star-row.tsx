import { GOLD, GREY, LEFT_HALF, STAR } from '../icons';
import { starFill } from './rating-keys';

/** One star, full, half or empty. */
export function StarIcon({ kind, size }: { kind: 'full' | 'half' | 'empty'; size: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      <path d={STAR} fill={kind === 'full' ? GOLD : GREY} />
      {kind === 'half' && <path d={LEFT_HALF} fill={GOLD} />}
    </svg>
  );
}

/** Read-only stars: one image named 'Rated {rate} out of 5' (value already rounded to 0.5). */
export function StarRow({ value, size, label }: { value: number; size: number; label: string }) {
  return (
    <span className="inline-flex" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} kind={starFill(value, star)} size={size} />
      ))}
    </span>
  );
}
