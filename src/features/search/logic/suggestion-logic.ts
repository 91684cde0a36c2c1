/**
 * The search box's own rules (spec §3-§5): what a suggestion is, which are kept and how the
 * keyboard cycles them. Apart from the search logic so the header ships only these.
 */
import { SUGGESTION_CATEGORIES, type SuggestionCategory } from '../../../contract/suggestion-categories';
import { fold } from '../../../lib/fold';

export { SUGGESTION_CATEGORIES, type SuggestionCategory };

/** Spec §3: a suggestion has a name (library entries) or a title (manuscripts, posts), and a category. */
export interface Suggestion {
  category: SuggestionCategory;
  id: number;
  name: string | null;
  title: string | null;
}

/** Spec §5: a suggestion is kept only if its name or title contains the typed text, ignoring case. */
export function keepSuggestions(suggestions: Suggestion[], typed: string): Suggestion[] {
  const needle = fold(typed.trim());
  if (!needle) return [];
  return suggestions.filter((s) => fold(s.name ?? '').includes(needle) || fold(s.title ?? '').includes(needle));
}

export function suggestionText(suggestion: Suggestion): string {
  return (suggestion.name ?? suggestion.title ?? '').trim();
}

/** Spec §4: ArrowUp/ArrowDown and Tab/Shift+Tab cycle circularly; -1 is "none highlighted". */
export function cycleIndex(current: number, step: 1 | -1, length: number): number {
  if (length <= 0) return -1;
  if (current < 0) return step > 0 ? 0 : length - 1;
  return (current + step + length) % length;
}
