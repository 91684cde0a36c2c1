import { fold } from '../../lib/fold';

/** The options whose label holds every typed word, ignoring case and accents (the pickers' search). */
export function matchOptions<T extends { label: string }>(options: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return options.filter((option) => words.every((word) => fold(option.label).includes(word)));
}
