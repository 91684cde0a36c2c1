import { starFill } from './rating-keys';

export const STAR = 'M12 2l3 6.5 7 .9-5.2 4.8 1.4 7L12 17.8 5.8 21.2l1.4-7L2 9.4l7-.9z';
const LEFT_HALF = 'M12 2L9 8.5l-7 .9 5.2 4.8-1.4 7L12 17.8z';
export const GOLD = '#a16207';
export const GREY = '#a8a29e';

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
